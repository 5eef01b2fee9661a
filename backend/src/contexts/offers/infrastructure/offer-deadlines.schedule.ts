import { Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { InjectQueue } from '@nestjs/bullmq';
import { Queue } from 'bullmq';
import { OFFER_DEADLINES_QUEUE, OFFER_DEADLINES_SWEEP } from './offer-deadlines.queue';

type RedisClient = Awaited<Queue['client']>;

/**
 * Keeps the offers' repeatable sweep scheduled (an upsert: any number of workers may do it), as the
 * subscriptions' expiry is (decisions/0021): at start-up, whenever the queue's Redis connection is
 * ready again (a restarted Redis may have lost everything), and on a periodic check (a FLUSHALL or an
 * eviction loses it without a reconnect). The sweep itself finds everything overdue, so a lost run
 * or a restart only delays an expiry, never skips it.
 */
@Injectable()
export class OfferDeadlinesSchedule implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(OfferDeadlinesSchedule.name);
  private client: RedisClient | null = null;
  private timer: NodeJS.Timeout | null = null;
  private readonly onReady = () => void this.ensureIfMissing('redis-ready');

  constructor(@InjectQueue(OFFER_DEADLINES_QUEUE) private readonly queue: Queue) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.ensure();
    this.client = await this.queue.client;
    this.client.on('ready', this.onReady);
    this.timer = setInterval(() => void this.ensureIfMissing('check'), OFFER_DEADLINES_SWEEP.checkEveryMs);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    if (this.timer) clearInterval(this.timer);
    this.client?.off('ready', this.onReady);
  }

  private async ensure(): Promise<void> {
    await this.queue.upsertJobScheduler(OFFER_DEADLINES_SWEEP.schedulerId, { every: OFFER_DEADLINES_SWEEP.everyMs }, {
      name: OFFER_DEADLINES_SWEEP.jobName,
      opts: { attempts: 1, removeOnComplete: { count: 100 }, removeOnFail: { count: 100 } },
    });
  }

  private async ensureIfMissing(reason: 'redis-ready' | 'check'): Promise<void> {
    try {
      if (await this.queue.getJobScheduler(OFFER_DEADLINES_SWEEP.schedulerId)) return;
      await this.ensure();
      this.logger.warn(`The offer deadlines sweep was missing from Redis and has been scheduled again (${reason})`);
    } catch (error) {
      // Redis is unreachable: the next ready event or check tries again.
      this.logger.warn(`Could not check the offer deadlines schedule: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}
