import { Inject, Injectable, OnApplicationShutdown } from '@nestjs/common';
import { Emitter } from '@socket.io/redis-emitter';
import Redis from 'ioredis';
import { APP_CONFIG } from '../config/config.module';
import { AppConfig } from '../config/config';
import { createRedis } from '../redis/redis.module';
import { ADMINS_ROOM, RealtimeGateway, userRoom } from './realtime.gateway';

/**
 * Pushes an event to every socket of a user, or of every administrator, in whichever API process it
 * is connected, from any role: through this process's Socket.IO server when it has one (api, all),
 * otherwise (a worker) straight onto the Redis adapter's channels with the Redis emitter, under the
 * same key, so the API processes' adapters deliver it.
 */
@Injectable()
export class RealtimePublisher implements OnApplicationShutdown {
  private emitter: { redis: Redis; emitter: Emitter } | null = null;

  constructor(
    private readonly gateway: RealtimeGateway,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  toUser(userId: number, event: string, payload: unknown): void {
    this.emit(userRoom(userId), event, payload);
  }

  toAdmins(event: string, payload: unknown): void {
    this.emit(ADMINS_ROOM, event, payload);
  }

  private emit(room: string, event: string, payload: unknown): void {
    const server = this.gateway.server;
    if (server) server.to(room).emit(event, payload);
    else this.redisEmitter().to(room).emit(event, payload);
  }

  /** Made on the first push of a process without a Socket.IO server; a Redis outage queues pushes until it is back. */
  private redisEmitter(): Emitter {
    if (!this.emitter) {
      const redis = createRedis(this.config, 'io-emitter');
      this.emitter = { redis, emitter: new Emitter(redis, { key: `${this.config.redisPrefix}socket.io` }) };
    }
    return this.emitter.emitter;
  }

  async onApplicationShutdown(): Promise<void> {
    const redis = this.emitter?.redis;
    this.emitter = null;
    if (redis && redis.status !== 'end') await redis.quit().catch(() => redis.disconnect());
  }
}
