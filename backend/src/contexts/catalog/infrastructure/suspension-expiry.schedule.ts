import { Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { InjectQueue } from '@nestjs/bullmq';
import { Queue } from 'bullmq';
import { SUSPENSION_EXPIRY_QUEUE, SUSPENSION_EXPIRY_SWEEP } from './suspension-expiry.queue';

type RedisClient = Awaited<Queue['client']>;

/**
 * Keeps the suspension expiry sweep scheduled, as the offers' deadlines sweep is (decisions/0076): an
 * upsert any worker may do, at start-up, when the queue's Redis connection is ready again and on a
 * periodic check. The sweep finds every suspension that has run out, so a lost run only delays the
 * listings' return by a minute, never skips it (decisions/0083).
 */
@Injectable()
export class SuspensionExpirySchedule implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(SuspensionExpirySchedule.name);
  private client: RedisClient | null = null;
  private timer: NodeJS.Timeout | null = null;
  private readonly onReady = () => void this.ensureIfMissing('redis-ready');

  constructor(@InjectQueue(SUSPENSION_EXPIRY_QUEUE) private readonly queue: Queue) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.ensure();
    this.client = await this.queue.client;
    this.client.on('ready', this.onReady);
    this.timer = setInterval(() => void this.ensureIfMissing('check'), SUSPENSION_EXPIRY_SWEEP.checkEveryMs);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    if (this.timer) clearInterval(this.timer);
    this.client?.off('ready', this.onReady);
  }

  private async ensure(): Promise<void> {
    await this.queue.upsertJobScheduler(SUSPENSION_EXPIRY_SWEEP.schedulerId, { every: SUSPENSION_EXPIRY_SWEEP.everyMs }, {
      name: SUSPENSION_EXPIRY_SWEEP.jobName,
      opts: { attempts: 1, removeOnComplete: { count: 100 }, removeOnFail: { count: 100 } },
    });
  }

  private async ensureIfMissing(reason: 'redis-ready' | 'check'): Promise<void> {
    try {
      if (await this.queue.getJobScheduler(SUSPENSION_EXPIRY_SWEEP.schedulerId)) return;
      await this.ensure();
      this.logger.warn(`The suspension expiry sweep was missing from Redis and has been scheduled again (${reason})`);
    } catch (error) {
      // Redis is unreachable: the next ready event or check tries again.
      this.logger.warn(`Could not check the suspension expiry schedule: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}
