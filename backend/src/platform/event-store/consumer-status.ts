import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { consumerLockKey, heldLockCondition } from './consumer-positions';
import { DurableConsumers } from './durable-consumers';

/** Lag is counted exactly up to this many events (a bounded index-only count); a larger backlog reads as this. */
export const LAG_COUNT_LIMIT = 1_000_000;

/** Where a durable consumer is, what it still has to read, what it parked and who runs it. */
export interface ConsumerStatusView {
  name: string;
  eventTypes: string[];
  /** Global position of the last event it is done with; null before it first ran. */
  position: number | null;
  /** Transaction id (xid8, as text) of that event; null before it first ran. */
  transactionId: string | null;
  /** When its checkpoint last moved. */
  checkpointAt: Date | null;
  /** Committed events of its types after its checkpoint (those waiting behind a running transaction count too): what it has still to handle. */
  lag: number;
  /** Events it parked that no retry has resolved yet. */
  parked: number;
  /** The process that runs it now (`sikka-consumer <host> <pid>`), null when none does. */
  holder: string | null;
}

interface StatusRow {
  name: string;
  transaction_id: string | null;
  global_position: string | null;
  updated_at: Date | null;
  lag: string;
  parked: string;
  holder: string | null;
}

/** The status of every consumer of the application, read from PostgreSQL: the same in every process and role. */
@Injectable()
export class ConsumerStatus {
  constructor(
    private readonly consumers: DurableConsumers,
    private readonly em: EntityManager,
  ) {}

  async all(): Promise<ConsumerStatusView[]> {
    const consumers = this.consumers.all();
    if (consumers.length === 0) return [];
    // A consumer that starts at the end and has not run yet has nothing to catch up on.
    const fromEnd = consumers.filter((consumer) => consumer.startFrom === 'end').map((consumer) => consumer.name);
    const rows: StatusRow[] = await this.em.execute(
      `SELECT c."name", cp."transaction_id"::text AS "transaction_id", cp."global_position", cp."updated_at",
         CASE WHEN cp."consumer" IS NULL AND c."name" IN (SELECT jsonb_array_elements_text(?::jsonb)) THEN 0 ELSE (
           SELECT count(*) FROM (
             SELECT 1 FROM "events" e
             WHERE (e."transaction_id", e."global_position") > (COALESCE(cp."transaction_id", '0'::xid8), COALESCE(cp."global_position", 0))
               AND e."type" IN (SELECT jsonb_array_elements_text(c."types"))
             LIMIT ${LAG_COUNT_LIMIT}) AS "after") END AS "lag",
         (SELECT count(*) FROM "consumer_parked_events" p WHERE p."consumer" = c."name" AND p."resolved_at" IS NULL) AS "parked",
         (SELECT COALESCE(NULLIF(a."application_name", ''), 'pid ' || l."pid")
            FROM pg_locks l LEFT JOIN pg_stat_activity a ON a."pid" = l."pid"
            WHERE ${heldLockCondition('l', consumerLockKey('c."name"'))} LIMIT 1) AS "holder"
       FROM jsonb_to_recordset(?::jsonb) AS c("name" text, "types" jsonb) LEFT JOIN "consumer_checkpoints" cp ON cp."consumer" = c."name"
       ORDER BY c."name"`,
      [JSON.stringify(fromEnd), JSON.stringify(consumers.map((consumer) => ({ name: consumer.name, types: consumer.eventTypes })))],
    );
    const types = new Map(consumers.map((consumer) => [consumer.name, [...consumer.eventTypes]]));
    return rows.map((row) => ({
      name: row.name,
      eventTypes: types.get(row.name) ?? [],
      position: row.global_position === null ? null : Number(row.global_position),
      transactionId: row.transaction_id,
      checkpointAt: row.updated_at === null ? null : new Date(row.updated_at),
      lag: Number(row.lag),
      parked: Number(row.parked),
      holder: row.holder,
    }));
  }
}
