import { Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { InjectQueue } from '@nestjs/bullmq';
import { Queue } from 'bullmq';
import { EXPIRING_SOON_SWEEP, EXPIRY_SWEEP, SUBSCRIPTION_EXPIRY_QUEUE } from './payment-queues';

type RedisClient = Awaited<Queue['client']>;

const SWEEPS = [EXPIRY_SWEEP, EXPIRING_SOON_SWEEP];

/**
 * Keeps the repeatable sweeps (the expiry, and the hourly "expiring soon" warning, decisions/0065)
 * scheduled (an upsert: any number of workers may do it) — at start-up, whenever the queue's Redis
 * connection becomes ready again (a restarted Redis may have lost everything), and on a periodic
 * check (a FLUSHALL or an eviction loses it without a reconnect).
 */
@Injectable()
export class ExpirySchedule implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(ExpirySchedule.name);
  private client: RedisClient | null = null;
  private timer: NodeJS.Timeout | null = null;
  private readonly onReady = () => void this.ensureIfMissing('redis-ready');

  constructor(@InjectQueue(SUBSCRIPTION_EXPIRY_QUEUE) private readonly queue: Queue) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.ensure();
    this.client = await this.queue.client;
    this.client.on('ready', this.onReady);
    this.timer = setInterval(() => void this.ensureIfMissing('check'), EXPIRY_SWEEP.checkEveryMs);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    if (this.timer) clearInterval(this.timer);
    this.client?.off('ready', this.onReady);
  }

  private async ensure(): Promise<void> {
    for (const sweep of SWEEPS) {
      await this.queue.upsertJobScheduler(sweep.schedulerId, { every: sweep.everyMs }, {
        name: sweep.jobName,
        opts: { removeOnComplete: { count: 100 }, removeOnFail: { count: 100 } },
      });
    }
  }

  private async ensureIfMissing(reason: 'redis-ready' | 'check'): Promise<void> {
    try {
      const present = await Promise.all(SWEEPS.map((sweep) => this.queue.getJobScheduler(sweep.schedulerId)));
      if (present.every(Boolean)) return;
      await this.ensure();
      this.logger.warn(`The subscription expiry sweeps were missing from Redis and have been scheduled again (${reason})`);
    } catch (error) {
      // Redis is unreachable: the next ready event or check tries again.
      this.logger.warn(`Could not check the subscription expiry schedule: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}
