import { Global, Inject, Logger, Module, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import Redis, { RedisOptions } from 'ioredis';
import { APP_CONFIG } from '../config/config.module';
import { AppConfig } from '../config/config';

/** The shared command connection. Keys must start with `config.redisPrefix` (see RedisKeys). */
export const REDIS = Symbol('REDIS');

/** A Redis command that gets no answer within this is failed (a hung or unreachable server). */
export const REDIS_COMMAND_TIMEOUT_MS = 2000;
/** How long start-up waits for the first connection before serving anyway (requests needing Redis answer 503 meanwhile). */
const FIRST_CONNECTION_WAIT_MS = 10_000;

/**
 * How a connection behaves while Redis is unreachable:
 * - `fail-fast` (the request path: sessions, throttles, rates): commands fail at once instead of
 *   queueing, commands in flight when the connection drops fail too, and a command without an
 *   answer fails after REDIS_COMMAND_TIMEOUT_MS. The HTTP layer answers those failures with 503.
 * - `wait` (Socket.IO adapter): commands queue until Redis is back.
 * Both reconnect by themselves (every 2 s at most).
 */
export type RedisMode = 'fail-fast' | 'wait';

const MODES: Record<RedisMode, RedisOptions> = {
  'fail-fast': { enableOfflineQueue: false, maxRetriesPerRequest: 0, commandTimeout: REDIS_COMMAND_TIMEOUT_MS },
  wait: { maxRetriesPerRequest: null },
};

export function createRedis(config: Pick<AppConfig, 'redisUrl'>, name: string, mode: RedisMode = 'wait'): Redis {
  const redis = new Redis(config.redisUrl, {
    connectionName: `sikka-${name}`,
    enableReadyCheck: true,
    lazyConnect: false,
    ...MODES[mode],
  });
  logAvailability(redis, name);
  return redis;
}

/** Logs when a connection is lost and when it is back, once each (ioredis reports every failed reconnect). */
export function logAvailability(redis: Redis, name: string, logger = new Logger('Redis')): void {
  let down = false;
  redis.on('error', (error: Error) => {
    if (down) return;
    down = true;
    logger.warn(`Redis (${name}) is unreachable: ${error.message}; reconnecting`);
  });
  redis.on('ready', () => {
    if (!down) return;
    down = false;
    logger.warn(`Redis (${name}) is reachable again`);
  });
}

function untilReady(redis: Redis, timeoutMs: number): Promise<void> {
  if (redis.status === 'ready') return Promise.resolve();
  return new Promise((done) => {
    const finish = (): void => {
      clearTimeout(timer);
      redis.off('ready', finish);
      done();
    };
    const timer = setTimeout(finish, timeoutMs);
    redis.once('ready', finish);
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
    {
      provide: REDIS,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => createRedis(config, 'main', 'fail-fast'),
    },
    { provide: RedisKeys, inject: [APP_CONFIG], useFactory: (config: AppConfig) => new RedisKeys(config.redisPrefix) },
  ],
  exports: [REDIS, RedisKeys],
})
export class RedisModule implements OnModuleInit, OnApplicationShutdown {
  constructor(@Inject(REDIS) private readonly redis: Redis) {}

  /** The fail-fast connection refuses commands until connected: start serving once it is (or after a bounded wait). */
  async onModuleInit(): Promise<void> {
    await untilReady(this.redis, FIRST_CONNECTION_WAIT_MS);
    if (this.redis.status !== 'ready') new Logger('Redis').warn('Redis is not reachable yet; requests that need it answer 503 until it is');
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.redis.status !== 'end') await this.redis.quit().catch(() => this.redis.disconnect());
  }
}
