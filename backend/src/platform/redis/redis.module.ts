import { Global, Inject, Module, OnApplicationShutdown } from '@nestjs/common';
import Redis from 'ioredis';
import { APP_CONFIG } from '../config/config.module';
import { AppConfig } from '../config/config';

/** The shared command connection. Keys must start with `config.redisPrefix` (see RedisKeys). */
export const REDIS = Symbol('REDIS');

export function createRedis(config: Pick<AppConfig, 'redisUrl'>, name: string): Redis {
  return new Redis(config.redisUrl, {
    connectionName: `sikka-${name}`,
    maxRetriesPerRequest: null,
    enableReadyCheck: true,
    lazyConnect: false,
  });
}

/** Builds prefixed keys so tests and several deployments can share one Redis. */
export class RedisKeys {
  constructor(private readonly prefix: string) {}

  key(...parts: (string | number)[]): string {
    return `${this.prefix}${parts.join(':')}`;
  }
}

@Global()
@Module({
  providers: [
    { provide: REDIS, inject: [APP_CONFIG], useFactory: (config: AppConfig) => createRedis(config, 'main') },
    { provide: RedisKeys, inject: [APP_CONFIG], useFactory: (config: AppConfig) => new RedisKeys(config.redisPrefix) },
  ],
  exports: [REDIS, RedisKeys],
})
export class RedisModule implements OnApplicationShutdown {
  constructor(@Inject(REDIS) private readonly redis: Redis) {}

  async onApplicationShutdown(): Promise<void> {
    if (this.redis.status !== 'end') await this.redis.quit().catch(() => this.redis.disconnect());
  }
}
