import { Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import type { Queue } from 'bullmq';

type RedisClient = Awaited<Queue['client']>;

const DEFAULT_CHECK_MS = 10_000;

/** A repeatable job of a queue: its scheduler id, job name and period. */
export interface Sweep {
  schedulerId: string;
  jobName: string;
  everyMs: number;
  /** How often each worker checks the schedule is still in Redis; the shortest of a queue's sweeps counts (default 10 s). */
  checkEveryMs?: number;
  /** Tries of one run (BullMQ's default when absent); a sweep finds everything overdue, so a failed run waits for the next. */
  attempts?: number;
}

/**
 * Keeps a queue's repeatable sweeps scheduled (an upsert: any number of workers may do it), as the
 * subscriptions' expiry first did (decisions/0021): at start-up, whenever the queue's Redis connection
 * is ready again (a restarted Redis may have lost everything), and on a periodic check (a FLUSHALL or
 * an eviction loses them without a reconnect). Each sweep finds everything overdue, so a lost run or a
 * restart only delays it, never skips it. A context's schedule is this class with its queue injected.
 */
export abstract class KeptSweeps implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(this.constructor.name);
  private client: RedisClient | null = null;
  private timer: NodeJS.Timeout | null = null;
  private readonly onReady = () => void this.ensureIfMissing('redis-ready');

  protected constructor(
    private readonly queue: Queue,
    private readonly sweeps: readonly Sweep[],
    /** What the log names, e.g. "offer deadlines sweep". */
    private readonly what: string,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.ensure();
    this.client = await this.queue.client;
    this.client.on('ready', this.onReady);
    this.timer = setInterval(() => void this.ensureIfMissing('check'), Math.min(...this.sweeps.map((sweep) => sweep.checkEveryMs ?? DEFAULT_CHECK_MS)));
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    if (this.timer) clearInterval(this.timer);
    this.client?.off('ready', this.onReady);
  }

  private async ensure(): Promise<void> {
    for (const sweep of this.sweeps) {
      await this.queue.upsertJobScheduler(sweep.schedulerId, { every: sweep.everyMs }, {
        name: sweep.jobName,
        opts: { ...(sweep.attempts !== undefined && { attempts: sweep.attempts }), removeOnComplete: { count: 100 }, removeOnFail: { count: 100 } },
      });
    }
  }

  private async ensureIfMissing(reason: 'redis-ready' | 'check'): Promise<void> {
    try {
      const present = await Promise.all(this.sweeps.map((sweep) => this.queue.getJobScheduler(sweep.schedulerId)));
      if (present.every(Boolean)) return;
      await this.ensure();
      this.logger.warn(`The ${this.what} was missing from Redis and has been scheduled again (${reason})`);
    } catch (error) {
      // Redis is unreachable: the next ready event or check tries again.
      this.logger.warn(`Could not check the ${this.what}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}
