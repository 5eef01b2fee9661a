import { INestApplicationContext } from '@nestjs/common';
import { IoAdapter } from '@nestjs/platform-socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import Redis from 'ioredis';
import { Server, ServerOptions } from 'socket.io';
import { AppConfig } from '../config/config';
import { createRedis, logAvailability } from '../redis/redis.module';

/** Socket.IO over the Redis adapter: an event emitted to a room in one process reaches sockets in every process. */
export class RedisIoAdapter extends IoAdapter {
  private readonly pub: Redis;
  private readonly sub: Redis;
  private readonly adapter: ReturnType<typeof createAdapter>;

  constructor(app: INestApplicationContext, config: AppConfig) {
    super(app);
    this.pub = createRedis(config, 'io-pub');
    this.sub = this.pub.duplicate({ connectionName: 'sikka-io-sub' });
    logAvailability(this.sub, 'io-sub');
    this.adapter = createAdapter(this.pub, this.sub, { key: `${config.redisPrefix}socket.io` });
  }

  override createIOServer(port: number, options?: ServerOptions): Server {
    const server: Server = super.createIOServer(port, { ...options, path: '/socket.io', serveClient: false });
    server.adapter(this.adapter);
    return server;
  }

  override async close(server: Server): Promise<void> {
    await super.close(server);
    await Promise.allSettled([this.pub.quit(), this.sub.quit()]);
  }
}
