import { Inject, Logger, OnApplicationShutdown } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { OnGatewayInit, WebSocketGateway, WebSocketServer } from '@nestjs/websockets';
import { createHash } from 'node:crypto';
import { Server, Socket } from 'socket.io';
import { APP_CONFIG } from '../config/config.module';
import { AppConfig } from '../config/config';
import { GetPrincipalQuery } from '../kernel/get-principal.query';
import { SessionService } from '../session/session.service';
import { isAllowedOrigin } from './origin-policy';

export const userRoom = (userId: number): string => `user:${userId}`;

/** Every socket of an administrator (joined when it connects), where the review queue's changes go. */
export const ADMINS_ROOM = 'admins';

/** Every socket of one session, in any process; named by a digest so session ids never travel as room names. */
export const sessionRoom = (sessionId: string): string => `session:${createHash('sha256').update(sessionId).digest('base64url').slice(0, 32)}`;

/**
 * The Socket.IO endpoint (path /socket.io). A connection must come from an allowed origin and carry
 * a valid session cookie; it then joins its user's room (where pushes go) and its session's room, and
 * an administrator's also the admins' room (their role as it is when the socket connects).
 * A session's sockets are closed, in every process, when it signs out; and each process re-checks
 * the sessions of its own sockets every SOCKET_SESSION_CHECK_SECONDS, closing those that expired
 * (decisions/0023).
 */
@WebSocketGateway()
export class RealtimeGateway implements OnGatewayInit, OnApplicationShutdown {
  private readonly logger = new Logger(RealtimeGateway.name);
  private sweep: NodeJS.Timeout | null = null;

  @WebSocketServer()
  server!: Server;

  constructor(
    private readonly sessions: SessionService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly queries: QueryBus,
  ) {}

  afterInit(server: Server): void {
    server.use((socket: Socket, next) => {
      if (!isAllowedOrigin(socket.handshake.headers, this.config)) return next(new Error('Forbidden: this origin may not connect'));
      this.sessions
        .fromCookieHeader(socket.handshake.headers.cookie)
        .then(async (session) => {
          if (!session) return next(new Error('Unauthorized: sign in first'));
          socket.data.userId = session.userId;
          socket.data.sessionId = session.id;
          const principal = await this.queries.execute(new GetPrincipalQuery(session.userId));
          if (!principal) return next(new Error('Unauthorized: sign in first'));
          await socket.join([userRoom(session.userId), sessionRoom(session.id), ...(principal.isAdmin ? [ADMINS_ROOM] : [])]);
          next();
        })
        .catch((error: unknown) => {
          this.logger.error(`socket authentication failed: ${String(error)}`);
          next(new Error('Unauthorized: session could not be checked'));
        });
    });
    this.sessions.onSessionEnded((sessionId) => server.in(sessionRoom(sessionId)).disconnectSockets(true));
    this.sweep = setInterval(() => void this.closeExpiredSessions(), this.config.socketSessionCheckSeconds * 1000);
    this.sweep.unref();
  }

  /** Closes this process's sockets whose session no longer exists (expired, or signed out while a message was lost). */
  async closeExpiredSessions(): Promise<void> {
    try {
      const sockets = [...(this.server?.of('/').sockets.values() ?? [])];
      const ids = [...new Set(sockets.map((socket) => socket.data.sessionId as string | undefined).filter((id) => id !== undefined))];
      const alive = await this.sessions.stillAlive(ids);
      for (const socket of sockets) {
        if (socket.data.sessionId && !alive.has(socket.data.sessionId)) socket.disconnect(true);
      }
    } catch (error) {
      this.logger.warn(`could not re-check socket sessions: ${String(error)}`);
    }
  }

  onApplicationShutdown(): void {
    if (this.sweep) clearInterval(this.sweep);
  }
}
