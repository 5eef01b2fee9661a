import { Migration } from '@mikro-orm/migrations';

/**
 * Durable consumers over the event store (docs/decisions/0064):
 * - `events.transaction_id`: the writing transaction's id (xid8, never wraps). Consumers read in
 *   (transaction_id, global_position) order and only below the oldest running transaction's id, so
 *   an event whose transaction commits late is never passed over. Rows stored before this migration
 *   get 0 (they are all committed): the default is set once they have it, so adding the column does
 *   not rewrite the table.
 * - `consumer_checkpoints`: where each consumer is, as the last (transaction_id, global_position) it is done with.
 * - `consumer_parked_events`: events a consumer's handler kept failing on (the dead letter), until an
 *   admin's retry resolves them; one row per consumer and event.
 */
export class Migration20261126020000DurableConsumers extends Migration {
  override async up(): Promise<void> {
    this.addSql(`ALTER TABLE "events" ADD COLUMN "transaction_id" xid8 NOT NULL DEFAULT '0';`);
    this.addSql('ALTER TABLE "events" ALTER COLUMN "transaction_id" SET DEFAULT pg_current_xact_id();');
    this.addSql('CREATE INDEX "events_transaction_id_global_position_index" ON "events" ("transaction_id", "global_position");');
    this.addSql(`
      CREATE TABLE "consumer_checkpoints" (
        "consumer" text PRIMARY KEY,
        "transaction_id" xid8 NOT NULL,
        "global_position" bigint NOT NULL,
        "updated_at" timestamptz NOT NULL DEFAULT now()
      );`);
    this.addSql(`
      CREATE TABLE "consumer_parked_events" (
        "id" bigserial PRIMARY KEY,
        "consumer" text NOT NULL,
        "transaction_id" xid8 NOT NULL,
        "global_position" bigint NOT NULL,
        "stream_id" text NOT NULL,
        "event_type" text NOT NULL,
        "error" text NOT NULL,
        "attempts" int NOT NULL,
        "parked_at" timestamptz NOT NULL DEFAULT now(),
        "retried_at" timestamptz NULL,
        "resolved_at" timestamptz NULL,
        CONSTRAINT "consumer_parked_events_consumer_position_unique" UNIQUE ("consumer", "global_position")
      );`);
    this.addSql('CREATE INDEX "consumer_parked_events_unresolved_index" ON "consumer_parked_events" ("consumer", "id") WHERE "resolved_at" IS NULL;');
  }

  override async down(): Promise<void> {
    this.addSql('DROP TABLE IF EXISTS "consumer_parked_events";');
    this.addSql('DROP TABLE IF EXISTS "consumer_checkpoints";');
    this.addSql('DROP INDEX IF EXISTS "events_transaction_id_global_position_index";');
    this.addSql('ALTER TABLE "events" DROP COLUMN IF EXISTS "transaction_id";');
  }
}
