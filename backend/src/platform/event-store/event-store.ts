import { Injectable } from '@nestjs/common';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { ConflictError } from '../kernel/errors';

/** An event about to be stored. `type` is past tense (ListingApproved); `data` is plain JSON. */
export interface NewEvent<T extends string = string, D = Record<string, unknown>> {
  type: T;
  data: D;
  metadata?: Record<string, unknown>;
  schemaVersion?: number;
}

export interface StoredEvent<T extends string = string, D = Record<string, unknown>> {
  globalPosition: number;
  streamId: string;
  streamVersion: number;
  type: T;
  data: D;
  metadata: Record<string, unknown>;
  schemaVersion: number;
  occurredAt: Date;
}

/** Another writer appended to the stream since it was read. Answered 409 at the HTTP edge. */
export class ConcurrencyError extends ConflictError {
  constructor(
    readonly streamId: string,
    readonly expectedVersion: number,
    readonly actualVersion: number | null,
  ) {
    super(
      `This record was changed by someone else at the same time (stream ${streamId} expected version ${expectedVersion}` +
        (actualVersion === null ? ')' : `, found ${actualVersion})`) +
        '. Reload and try again.',
    );
  }
}

/** Runs inside the append's transaction: update read models here so reads are never behind writes. */
export type InlineProjection = (em: EntityManager, events: StoredEvent[]) => Promise<void>;

/** The channel every append notifies (delivered at commit, never for a rolled-back append): durable consumers wake up on it. */
export const EVENTS_CHANNEL = 'sikka_events';

export interface EventRow {
  global_position: string;
  stream_id: string;
  stream_version: number;
  type: string;
  data: Record<string, unknown>;
  metadata: Record<string, unknown>;
  schema_version: number;
  occurred_at: Date;
}

export function toStored(row: EventRow): StoredEvent {
  return {
    globalPosition: Number(row.global_position),
    streamId: row.stream_id,
    streamVersion: row.stream_version,
    type: row.type,
    data: row.data,
    metadata: row.metadata,
    schemaVersion: row.schema_version,
    occurredAt: new Date(row.occurred_at),
  };
}

/**
 * The PostgreSQL event store: an append-only `events` table with a unique (stream_id, stream_version).
 * Appending checks the expected version and relies on the unique index, so of two racing appends
 * to one stream exactly one wins and the other raises ConcurrencyError.
 */
@Injectable()
export class EventStore {
  constructor(private readonly em: EntityManager) {}

  /** The stream's events in order. */
  async readStream(streamId: string): Promise<StoredEvent[]> {
    const rows: EventRow[] = await this.em.execute(
      'SELECT * FROM "events" WHERE "stream_id" = ? ORDER BY "stream_version"',
      [streamId],
    );
    return rows.map(toStored);
  }

  async streamVersion(streamId: string): Promise<number> {
    const [row]: { version: number }[] = await this.em.execute(
      'SELECT COALESCE(MAX("stream_version"), 0)::int AS "version" FROM "events" WHERE "stream_id" = ?',
      [streamId],
    );
    return row.version;
  }

  /**
   * Appends `events` after `expectedVersion` (0 for a new stream) and runs `project` in the same
   * transaction, which the store owns: no caller's transaction is joined. Returns the stored events
   * once committed. Commands run through CommandRunner, which reads, decides and appends.
   */
  async append(streamId: string, expectedVersion: number, events: NewEvent[], project?: InlineProjection): Promise<StoredEvent[]> {
    if (events.length === 0) return [];
    try {
      return await this.em.fork().transactional(async (tx) => {
        const [current]: { version: number }[] = await tx.execute(
          'SELECT COALESCE(MAX("stream_version"), 0)::int AS "version" FROM "events" WHERE "stream_id" = ?',
          [streamId],
        );
        if (current.version !== expectedVersion) {
          throw new ConcurrencyError(streamId, expectedVersion, current.version);
        }
        const stored = await insertEvents(tx, streamId, expectedVersion, events);
        if (project) await project(tx, stored);
        await notifyConsumers(tx, events);
        return stored;
      });
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException && /events_stream_id_stream_version_unique/.test(error.message)) {
        throw new ConcurrencyError(streamId, expectedVersion, null);
      }
      throw error;
    }
  }

  /**
   * The outbox of a context that keeps its state in tables: appends `events` to `streamId` inside the
   * caller's transaction `tx`, so the change and its integration events commit or vanish together.
   * Writers of one stream queue on a transaction-scoped advisory lock instead of failing on the version.
   */
  async appendToOutbox(tx: EntityManager, streamId: string, events: NewEvent[]): Promise<StoredEvent[]> {
    if (events.length === 0) return [];
    await tx.execute('SELECT pg_advisory_xact_lock(hashtextextended(?, 0))', [streamId]);
    const [current]: { version: number }[] = await tx.execute(
      'SELECT COALESCE(MAX("stream_version"), 0)::int AS "version" FROM "events" WHERE "stream_id" = ?',
      [streamId],
    );
    const stored = await insertEvents(tx, streamId, current.version, events);
    await notifyConsumers(tx, events);
    return stored;
  }
}

/**
 * PostgreSQL delivers the notification when `tx` commits (identical ones once). Its payload is the
 * appended types, so only the consumers of one of them wake (decisions/0064).
 */
async function notifyConsumers(tx: EntityManager, events: NewEvent[]): Promise<void> {
  await tx.execute(`SELECT pg_notify('${EVENTS_CHANNEL}', ?)`, [notificationPayload(events.map((event) => event.type))]);
}

/** The distinct types, comma-separated; a payload too long for NOTIFY (8,000 bytes) is empty, which wakes every consumer. */
export function notificationPayload(types: string[]): string {
  const payload = [...new Set(types)].sort().join(',');
  return Buffer.byteLength(payload) < 7900 ? payload : '';
}

/** Whether a notification's payload concerns a consumer of `types` (an empty payload concerns everyone). */
export function notificationConcerns(payload: string | undefined, types: ReadonlySet<string>): boolean {
  return !payload || payload.split(',').some((type) => types.has(type));
}

async function insertEvents(tx: EntityManager, streamId: string, afterVersion: number, events: NewEvent[]): Promise<StoredEvent[]> {
  const values: unknown[] = [];
  const tuples = events.map((event, index) => {
    values.push(
      streamId,
      afterVersion + index + 1,
      event.type,
      JSON.stringify(event.data),
      JSON.stringify(event.metadata ?? {}),
      event.schemaVersion ?? 1,
    );
    return '(?, ?, ?, ?::jsonb, ?::jsonb, ?)';
  });
  const rows: EventRow[] = await tx.execute(
    `INSERT INTO "events" ("stream_id", "stream_version", "type", "data", "metadata", "schema_version")
     VALUES ${tuples.join(', ')} RETURNING *`,
    values,
  );
  return rows.map(toStored);
}
