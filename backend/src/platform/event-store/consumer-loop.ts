import { Logger } from '@nestjs/common';
import { Client } from 'pg';
import { ConsumerPosition, isAfter, loadCheckpoint, PositionedEvent, readAfter, saveCheckpoint, tryLockConsumer } from './consumer-positions';
import { ConsumerRunnerOptions } from './consumer-runner-options';
import { DurableConsumer } from './durable-consumer';
import { notificationConcerns } from './event-store';
import { EventsNotificationListener } from './events-notification-listener';
import { parkEvent } from './parked-event-rows';

export interface ConsumerLoopContext {
  databaseUrl: string;
  options: ConsumerRunnerOptions;
  notifications: EventsNotificationListener;
  /** Names this process's connections in pg_stat_activity (the admin view's holder). */
  applicationName: string;
  /** Whether another session holds the consumer's lock now: a standby then opens no connection to try. */
  heldElsewhere?: (name: string) => Promise<boolean>;
}

/** The first wait before looking again for events a running transaction holds back (doubling up to the poll interval). */
const FIRST_WAITING_LOOK_MS = 10;
/**
 * How often moving past other consumers' events alone is written down. Losing that move in a crash
 * only means reading those events again (and passing them over again), so it need not be written
 * on every wake-up; a handled event's checkpoint is written at once.
 */
const PASSED_OVER_CHECKPOINT_MS = 5000;

type Outcome = { kind: 'handled' } | { kind: 'failed'; error: string; attempts: number } | { kind: 'abandoned' };

/** The text kept of a handler's error: its class and message, never a stack or a query's parameters beyond what the message says. */
export function errorText(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return text.length > 2000 ? `${text.slice(0, 2000)}…` : text;
}

/**
 * Runs one durable consumer in this process whenever it holds the consumer's session advisory lock
 * on a connection of its own (decisions/0064): reads events after the checkpoint in commit-safe
 * order, hands those of its types to the handler (retried with backoff, then parked), and moves the
 * checkpoint after each handled event and at the end of each batch. The lock, the reads and the
 * checkpoint share that connection: when it dies, PostgreSQL frees the lock and this loop can no
 * longer move the checkpoint, and another process takes over from where it was.
 */
export class ConsumerLoop {
  private readonly logger = new Logger('DurableConsumers');
  private readonly types: Set<string>;
  private stopping = false;
  private running: Promise<void> | null = null;
  private unsubscribe: (() => void) | null = null;
  /** Set by a notification that came while the loop was busy: the next wait for events is skipped. */
  private notified = false;
  private interrupt: { byNotification: boolean; resolve: () => void } | null = null;
  private broken: Error | null = null;
  /** Whether this process holds the consumer's lock now. */
  holding = false;

  constructor(
    readonly consumer: DurableConsumer,
    private readonly context: ConsumerLoopContext,
  ) {
    this.types = new Set(consumer.eventTypes);
  }

  start(): void {
    this.unsubscribe = this.context.notifications.subscribe((payload) => {
      if (notificationConcerns(payload, this.types)) this.wake(false);
    });
    this.running = this.run();
  }

  /** Finishes the event in hand (a failing one waiting for its next try is left for the next holder), then frees the lock. */
  async stop(): Promise<void> {
    this.stopping = true;
    this.wake(true);
    await this.running;
    this.unsubscribe?.();
  }

  private wake(stop: boolean): void {
    if (!stop) this.notified = true;
    if (this.interrupt && (stop || this.interrupt.byNotification)) {
      this.interrupt.resolve();
      this.interrupt = null;
    }
  }

  /** Waits `ms`, or less when stopped (or notified, with `byNotification`). */
  private sleep(ms: number, byNotification: boolean): Promise<void> {
    if (this.stopping || ms <= 0) return Promise.resolve();
    if (byNotification && this.notified) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      function done(): void {
        clearTimeout(timer);
        resolve();
      }
      this.interrupt = { byNotification, resolve: done };
    });
  }

  private async run(): Promise<void> {
    const name = this.consumer.name;
    while (!this.stopping) {
      let client: Client | null = null;
      try {
        if (!(await this.context.heldElsewhere?.(name))) {
          client = await this.connect();
          if (await tryLockConsumer(client, name)) {
            this.holding = true;
            this.logger.log(`running consumer ${name}`);
            await this.consume(client);
          }
        }
      } catch (error) {
        if (!this.stopping) this.logger.warn(`consumer ${name} stopped running here: ${errorText(error)}; trying again in ${this.context.options.lockRetryMs} ms`);
      } finally {
        this.holding = false;
        // Ending the session frees its advisory lock.
        if (client) await client.end().catch(() => undefined);
      }
      await this.sleep(this.context.options.lockRetryMs, false);
    }
  }

  private async connect(): Promise<Client> {
    const client = new Client({ connectionString: this.context.databaseUrl, application_name: this.context.applicationName });
    this.broken = null;
    client.on('error', (error) => {
      this.broken = error;
      this.wake(true);
    });
    await client.connect();
    // A checkpoint lost in a crash of PostgreSQL itself only means events handled again (at least once
    // anyway): the checkpoint written after every event need not wait for its WAL to reach the disk.
    await client.query('SET synchronous_commit TO off');
    return client;
  }

  private async consume(client: Client): Promise<void> {
    const { options } = this.context;
    const name = this.consumer.name;
    let position = await loadCheckpoint(client, name, this.consumer.startFrom ?? 'beginning');
    let written = { position, at: Date.now() };
    const write = async (to: ConsumerPosition): Promise<void> => {
      await saveCheckpoint(client, name, to);
      written = { position: to, at: Date.now() };
    };
    let waiting = 0;
    try {
      while (!this.stopping) {
        this.notified = false;
        const batch = await readAfter(client, position, this.consumer.eventTypes, options.batchSize);
        let complete = batch.events.length < options.batchSize;
        for (const item of batch.events) {
          const outcome = this.stopping ? ({ kind: 'abandoned' } as const) : await this.handle(item);
          if (outcome.kind === 'abandoned') {
            complete = false;
            break;
          }
          if (outcome.kind === 'failed') await parkEvent(client, name, item, outcome.error, outcome.attempts);
          else await saveCheckpoint(client, name, item.position);
          position = item.position;
          written = { position, at: Date.now() };
        }
        // Every event of its types up to the head was in the batch: the others are passed over.
        if (complete && batch.head && isAfter(batch.head, position)) position = batch.head;
        if (position !== written.position && Date.now() - written.at >= PASSED_OVER_CHECKPOINT_MS) await write(position);
        if (this.broken) throw this.broken;
        if (complete) {
          // Events held back by a running transaction are looked for again soon, then less and less often.
          waiting = batch.held ? Math.min(waiting * 2 || FIRST_WAITING_LOOK_MS, options.pollIntervalMs) : 0;
          await this.sleep(waiting || options.pollIntervalMs, true);
        }
        if (this.broken) throw this.broken;
      }
    } finally {
      if (position !== written.position && !this.broken) await write(position).catch(() => undefined);
    }
  }

  private async handle({ event }: PositionedEvent): Promise<Outcome> {
    const delays = this.context.options.retryDelaysMs;
    for (let attempt = 1; ; attempt++) {
      try {
        await this.consumer.handle(event);
        return { kind: 'handled' };
      } catch (error) {
        const text = errorText(error);
        if (attempt > delays.length) {
          this.logger.error(`consumer ${this.consumer.name} parked event ${event.globalPosition} (${event.type}) after ${attempt} tries: ${text}`);
          return { kind: 'failed', error: text, attempts: attempt };
        }
        this.logger.warn(`consumer ${this.consumer.name} failed on event ${event.globalPosition} (${event.type}), try ${attempt}: ${text}`);
        await this.sleep(delays[attempt - 1], false);
        if (this.stopping) return { kind: 'abandoned' };
      }
    }
  }
}
