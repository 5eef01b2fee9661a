import { Global, Module } from '@nestjs/common';
import { BullModule } from '@nestjs/bullmq';
import { APP_CONFIG } from '../config/config.module';
import { AppConfig, AppRole } from '../config/config';
import { loadConfig } from '../config/config';

/**
 * BullMQ wiring. Contexts register their queues with `BullModule.registerQueue({ name })` and
 * list their processors through `workerProviders`, so an `api` process enqueues without consuming
 * and a `worker` process consumes without serving HTTP.
 */
@Global()
@Module({
  imports: [
    BullModule.forRootAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => {
        const url = new URL(config.redisUrl);
        return {
          prefix: `${config.redisPrefix}bull`,
          connection: {
            host: url.hostname,
            port: Number(url.port || 6379),
            username: url.username || undefined,
            password: url.password ? decodeURIComponent(url.password) : undefined,
            db: url.pathname.length > 1 ? Number(url.pathname.slice(1)) : 0,
            tls: url.protocol === 'rediss:' ? {} : undefined,
            maxRetriesPerRequest: null,
          },
          defaultJobOptions: {
            attempts: 5,
            backoff: { type: 'exponential', delay: 2000 },
            removeOnComplete: { age: 7 * 24 * 3600, count: 10_000 },
            removeOnFail: { age: 30 * 24 * 3600 },
          },
        };
      },
    }),
  ],
  exports: [BullModule],
})
export class QueuesModule {}

/** Processors run only in processes whose role consumes jobs. */
export function workerProviders<T>(providers: T[], role: AppRole = loadConfig().role): T[] {
  return role === 'api' ? [] : providers;
}
