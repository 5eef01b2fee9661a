import { Injectable, Logger } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { ConflictError, NotFoundError } from '../kernel/errors';
import { errorText } from './consumer-loop';
import { DurableConsumers } from './durable-consumers';
import { EventRow, toStored } from './event-store';

/** An event a consumer's handler kept failing on (the dead letter), as ops see it. */
export interface ParkedEventView {
  id: number;
  consumer: string;
  /** The event's global position and its transaction id (xid8, as text). */
  position: number;
  transactionId: string;
  streamId: string;
  eventType: string;
  /** The last failure: the error's class and message. */
  error: string;
  /** Tries so far, the consumer's and the admins' retries. */
  attempts: number;
  parkedAt: Date;
  retriedAt: Date | null;
  /** When a retry handled it; null while it is still parked. */
  resolvedAt: Date | null;
}

export type ParkedEventsFilter = 'unresolved' | 'resolved' | 'all';

export interface ParkedEventsPage {
  items: ParkedEventView[];
  totalCount: number;
}

interface ParkedRow {
  id: string;
  consumer: string;
  transaction_id: string;
  global_position: string;
  stream_id: string;
  event_type: string;
  error: string;
  attempts: number;
  parked_at: Date;
  retried_at: Date | null;
  resolved_at: Date | null;
}

const COLUMNS = `"id", "consumer", "transaction_id"::text AS "transaction_id", "global_position", "stream_id", "event_type", "error", "attempts", "parked_at", "retried_at", "resolved_at"`;

const CONDITIONS: Record<ParkedEventsFilter, string> = {
  unresolved: '"resolved_at" IS NULL',
  resolved: '"resolved_at" IS NOT NULL',
  all: 'TRUE',
};

function toView(row: ParkedRow): ParkedEventView {
  return {
    id: Number(row.id),
    consumer: row.consumer,
    position: Number(row.global_position),
    transactionId: row.transaction_id,
    streamId: row.stream_id,
    eventType: row.event_type,
    error: row.error,
    attempts: row.attempts,
    parkedAt: new Date(row.parked_at),
    retriedAt: row.retried_at && new Date(row.retried_at),
    resolvedAt: row.resolved_at && new Date(row.resolved_at),
  };
}

/** The parked events of every consumer: the ops list and an admin's retry (decisions/0064). */
@Injectable()
export class ParkedEvents {
  private readonly logger = new Logger('DurableConsumers');

  constructor(
    private readonly consumers: DurableConsumers,
    private readonly em: EntityManager,
  ) {}

  /** Newest first; only one consumer's when `consumer` is given. */
  async list(filter: ParkedEventsFilter, consumer: string | null, limit: number, offset: number): Promise<ParkedEventsPage> {
    const where = `${CONDITIONS[filter]} AND (?::text IS NULL OR "consumer" = ?)`;
    const connection = this.em.getConnection();
    const [rows, [count]] = await Promise.all([
      connection.execute<ParkedRow[]>(`SELECT ${COLUMNS} FROM "consumer_parked_events" WHERE ${where} ORDER BY "id" DESC LIMIT ? OFFSET ?`, [consumer, consumer, limit, offset]),
      connection.execute<{ count: string }[]>(`SELECT count(*) AS "count" FROM "consumer_parked_events" WHERE ${where}`, [consumer, consumer]),
    ]);
    return { items: rows.map(toView), totalCount: Number(count.count) };
  }

  /**
   * Hands the parked event to its consumer's handler once more, outside the consumer's order (the
   * handler is idempotent): resolved on success, its new error and one more attempt on failure. Two
   * retries of one event never run at once (the second is a 409), and a resolved event is not run again.
   */
  async retry(id: number): Promise<ParkedEventView> {
    return this.em.fork().transactional(async (tx) => {
      // A transaction-scoped advisory lock: it takes no transaction id, so consumers are not held back while the handler runs.
      const [{ locked }]: { locked: boolean }[] = await tx.execute(`SELECT pg_try_advisory_xact_lock(hashtextextended('parked-event:' || ?::text, 0)) AS "locked"`, [id]);
      if (!locked) throw new ConflictError('This parked event is being retried by someone else right now');
      const [row]: ParkedRow[] = await tx.execute(`SELECT ${COLUMNS} FROM "consumer_parked_events" WHERE "id" = ?`, [id]);
      if (!row) throw new NotFoundError('Parked event not found');
      if (row.resolved_at) throw new ConflictError('This parked event is already resolved');
      const consumer = this.consumers.find(row.consumer);
      if (!consumer) throw new ConflictError(`The consumer ${row.consumer} no longer exists in this application`);
      const [event]: EventRow[] = await tx.execute('SELECT * FROM "events" WHERE "global_position" = ?', [row.global_position]);
      let failure: string | null = null;
      try {
        await consumer.handle(toStored(event));
      } catch (error) {
        failure = errorText(error);
        this.logger.warn(`a retry of parked event ${id} (consumer ${row.consumer}) failed again: ${failure}`);
      }
      const [updated]: ParkedRow[] = await tx.execute(
        `UPDATE "consumer_parked_events" SET "attempts" = "attempts" + 1, "retried_at" = now(),
           "resolved_at" = CASE WHEN ?::text IS NULL THEN now() END, "error" = COALESCE(?::text, "error")
         WHERE "id" = ? RETURNING ${COLUMNS}`,
        [failure, failure, id],
      );
      return toView(updated);
    });
  }
}
