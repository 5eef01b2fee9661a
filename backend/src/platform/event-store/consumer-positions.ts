import { ClientBase } from 'pg';
import { EventRow, StoredEvent, toStored } from './event-store';

/**
 * Where a consumer is in the event store: the (transaction id, global position) of the last event it
 * is done with. Events are read in that order and only from transactions that have ended (below the
 * oldest running transaction's id), so one that commits late, with a lower position, is still read
 * after the events of transactions that started after it (decisions/0064, as emmett's PostgreSQL store does).
 */
export interface ConsumerPosition {
  /** xid8 as text: it may pass 2^53. */
  transactionId: string;
  globalPosition: number;
}

export const START_OF_STORE: ConsumerPosition = { transactionId: '0', globalPosition: 0 };

/** An event read by a consumer, with the position its checkpoint moves to once it is done. */
export interface PositionedEvent {
  event: StoredEvent;
  position: ConsumerPosition;
}

/** SQL of the key of a consumer's session advisory lock: a bigint hash of its name (`name`, an SQL expression). */
export const consumerLockKey = (name: string): string => `hashtextextended('durable-consumer:' || ${name}, 0)`;

/** The pg_locks rows of a held consumer lock whose key is `key` (a bigint expression), in this database. */
export function heldLockCondition(lock: string, key: string): string {
  return `${lock}."locktype" = 'advisory' AND ${lock}."granted" AND ${lock}."objsubid" = 1
    AND ${lock}."database" = (SELECT "oid" FROM pg_database WHERE "datname" = current_database())
    AND ${lock}."classid" = ((${key} >> 32) & 4294967295)::oid AND ${lock}."objid" = (${key} & 4294967295)::oid`;
}

/** Takes the consumer's lock for this connection's session, if nobody holds it. */
export async function tryLockConsumer(client: ClientBase, name: string): Promise<boolean> {
  const { rows } = await client.query<{ locked: boolean }>(`SELECT pg_try_advisory_lock(${consumerLockKey('$1')}) AS "locked"`, [name]);
  return rows[0].locked;
}

/** The consumer's checkpoint; a new consumer's is written here, at the start of the store or after its current end. */
export async function loadCheckpoint(client: ClientBase, name: string, startFrom: 'beginning' | 'end'): Promise<ConsumerPosition> {
  const existing = await client.query<{ transaction_id: string; global_position: string }>(
    'SELECT "transaction_id", "global_position" FROM "consumer_checkpoints" WHERE "consumer" = $1',
    [name],
  );
  if (existing.rows.length) return { transactionId: existing.rows[0].transaction_id, globalPosition: Number(existing.rows[0].global_position) };
  let start = START_OF_STORE;
  if (startFrom === 'end') {
    const { rows } = await client.query<{ transaction_id: string; global_position: string }>(
      `SELECT "transaction_id", "global_position" FROM "events"
       WHERE "transaction_id" < pg_snapshot_xmin(pg_current_snapshot())
       ORDER BY "transaction_id" DESC, "global_position" DESC LIMIT 1`,
    );
    if (rows.length) start = { transactionId: rows[0].transaction_id, globalPosition: Number(rows[0].global_position) };
  }
  await saveCheckpoint(client, name, start);
  return start;
}

export async function saveCheckpoint(client: ClientBase, name: string, position: ConsumerPosition): Promise<void> {
  await client.query(
    `INSERT INTO "consumer_checkpoints" ("consumer", "transaction_id", "global_position", "updated_at") VALUES ($1, $2::xid8, $3, now())
     ON CONFLICT ("consumer") DO UPDATE SET "transaction_id" = EXCLUDED."transaction_id", "global_position" = EXCLUDED."global_position", "updated_at" = now()`,
    [name, position.transactionId, position.globalPosition],
  );
}

/** Whether `a` comes after `b` in the consumers' order. */
export function isAfter(a: ConsumerPosition, b: ConsumerPosition): boolean {
  const ax = BigInt(a.transactionId);
  const bx = BigInt(b.transactionId);
  return ax > bx || (ax === bx && a.globalPosition > b.globalPosition);
}

/** One read of a consumer: its next events and what the same snapshot says about the rest. */
export interface ConsumerBatch {
  /** Its next events (of its types only), in order. */
  events: PositionedEvent[];
  /**
   * The last event of the ended transactions, whatever its type: when the batch is not full, every
   * event of the consumer's types up to here is in it, so the consumer may move here once done.
   */
  head: ConsumerPosition | null;
  /** Whether committed events of its types wait behind a transaction that is still running. */
  held: boolean;
}

/**
 * The consumer's next events after `after` (its types only, so the others cost it nothing), from
 * ended transactions only, with the head and the held-back check taken from the same snapshot: one
 * statement, so no event can commit between what is read and how far the consumer moves.
 */
export async function readAfter(client: ClientBase, after: ConsumerPosition, eventTypes: readonly string[], limit: number): Promise<ConsumerBatch> {
  const { rows } = await client.query<EventRow & { transaction_id: string; is_head: boolean; held: boolean | null }>(
    `WITH "horizon" AS MATERIALIZED (SELECT pg_snapshot_xmin(pg_current_snapshot()) AS "xmin")
     (SELECT false AS "is_head", e."global_position", e."transaction_id"::text AS "transaction_id", e."stream_id", e."stream_version",
             e."type", e."schema_version", e."occurred_at", e."data", e."metadata", NULL::boolean AS "held"
      FROM "events" e, "horizon" h
      WHERE (e."transaction_id", e."global_position") > ($1::xid8, $2::bigint)
        AND e."transaction_id" < h."xmin" AND e."type" = ANY($3::text[])
      ORDER BY e."transaction_id", e."global_position"
      LIMIT $4)
     UNION ALL
     SELECT true, hd."global_position", hd."transaction_id"::text, NULL, NULL, NULL, NULL, NULL, NULL, NULL,
            EXISTS (SELECT 1 FROM "events" w, "horizon" h WHERE w."transaction_id" >= h."xmin" AND w."type" = ANY($3::text[]))
     FROM (SELECT 1) AS "one"
     LEFT JOIN LATERAL (
       SELECT e."transaction_id", e."global_position" FROM "events" e, "horizon" h
       WHERE e."transaction_id" < h."xmin"
       ORDER BY e."transaction_id" DESC, e."global_position" DESC LIMIT 1) AS hd ON true`,
    [after.transactionId, after.globalPosition, eventTypes, limit],
  );
  const last = rows.find((row) => row.is_head);
  const events = rows
    .filter((row) => !row.is_head)
    .map((row) => ({ event: toStored(row), position: { transactionId: row.transaction_id, globalPosition: Number(row.global_position) } }));
  const head = last?.transaction_id ? { transactionId: last.transaction_id, globalPosition: Number(last.global_position) } : null;
  return { events, head, held: last?.held === true };
}
