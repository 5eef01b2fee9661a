import { Logger } from '@nestjs/common';
import { OnGatewayInit, WebSocketGateway, WebSocketServer } from '@nestjs/websockets';
import { Server, Socket } from 'socket.io';
import { SessionService } from '../session/session.service';

export const userRoom = (userId: number): string => `user:${userId}`;

/**
 * The Socket.IO endpoint (path /socket.io). A connection must carry a valid session cookie; it
 * then joins its user's room, which is where every push for that user is sent.
 */
@WebSocketGateway()
export class RealtimeGateway implements OnGatewayInit {
  private readonly logger = new Logger(RealtimeGateway.name);

  @WebSocketServer()
  server!: Server;

  constructor(private readonly sessions: SessionService) {}

  afterInit(server: Server): void {
    server.use((socket: Socket, next) => {
      this.sessions
        .fromCookieHeader(socket.handshake.headers.cookie)
        .then(async (session) => {
          if (!session) return next(new Error('Unauthorized: sign in first'));
          socket.data.userId = session.userId;
          await socket.join(userRoom(session.userId));
          next();
        })
        .catch((error: unknown) => {
          this.logger.error(`socket authentication failed: ${String(error)}`);
          next(new Error('Unauthorized: session could not be checked'));
        });
    });
  }
}
