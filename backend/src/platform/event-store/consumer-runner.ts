import { hostname } from 'node:os';
import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { APP_CONFIG } from '../config/config.module';
import { AppConfig } from '../config/config';
import { ConsumerLoop } from './consumer-loop';
import { consumerLockKey, heldLockCondition } from './consumer-positions';
import { CONSUMER_RUNNER_OPTIONS, ConsumerRunnerOptions } from './consumer-runner-options';
import { DurableConsumers } from './durable-consumers';
import { EventsNotificationListener } from './events-notification-listener';

/** How this process names its consumer connections in pg_stat_activity: the admin view's `holder`. */
export const consumerHolderName = (): string => `sikka-consumer ${hostname()} ${process.pid}`.slice(0, 63);

/**
 * Runs every durable consumer of the application in the worker and `all` roles, never in `api`
 * (decisions/0064): one loop per consumer, one LISTEN connection for the process. Each loop runs its
 * consumer only while it holds the consumer's lock, so across all workers one instance runs. The
 * loops start once the application is up and stop first when it closes (finishing the event in
 * hand while the database, Redis and the buses are still there).
 */
@Injectable()
export class ConsumerRunner implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('DurableConsumers');
  private loops: ConsumerLoop[] = [];
  private notifications: EventsNotificationListener | null = null;

  constructor(
    private readonly consumers: DurableConsumers,
    private readonly em: EntityManager,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CONSUMER_RUNNER_OPTIONS) private readonly options: ConsumerRunnerOptions,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (this.config.role === 'api') return;
    const consumers = this.consumers.all();
    if (consumers.length === 0) return;
    const notifications = new EventsNotificationListener(this.config.databaseUrl, this.options.lockRetryMs);
    this.notifications = notifications;
    const context = {
      databaseUrl: this.config.databaseUrl,
      options: this.options,
      notifications,
      applicationName: consumerHolderName(),
      heldElsewhere: (name: string) => this.heldElsewhere(name),
    };
    this.loops = consumers.map((consumer) => new ConsumerLoop(consumer, context));
    await notifications.start();
    for (const loop of this.loops) loop.start();
    this.logger.log(`durable consumers: ${consumers.map((consumer) => consumer.name).join(', ')}`);
  }

  /** The names of the consumers this process runs now. */
  running(): string[] {
    return this.loops.filter((loop) => loop.holding).map((loop) => loop.consumer.name);
  }

  async onModuleDestroy(): Promise<void> {
    await Promise.all(this.loops.map((loop) => loop.stop()));
    this.loops = [];
    await this.notifications?.close();
    this.notifications = null;
  }

  /** Whether some session holds the consumer's lock (a cheap look before opening a connection to try). */
  private async heldElsewhere(name: string): Promise<boolean> {
    const rows: unknown[] = await this.em.execute(`SELECT 1 FROM (SELECT ${consumerLockKey('?')} AS "key") c JOIN pg_locks l ON ${heldLockCondition('l', 'c."key"')}`, [name]);
    return rows.length > 0;
  }
}
