import { Migration } from '@mikro-orm/migrations';

/** The live listings' partial indexes (every `coins_live_*` one) as first written, and as written here. */
const LIVE_BEFORE = 'WHERE (is_approved AND (deleted_at IS NULL)';
const LIVE_AFTER = 'WHERE (is_approved AND (deleted_at IS NULL) AND (hidden_reason IS NULL) AND (NOT seller_suspended)';

/**
 * Suspension and hidden listings (issue 14, docs/decisions/0083).
 *
 * Identity: the latest suspension on the user's row (`suspended_until`, `suspension_reason`, read on every request and
 * sign-in) and every suspension in `user_suspensions` (the history: who, why, until when, and how it
 * ended). At most one open suspension per user (a partial unique index), so racing suspends keep one.
 *
 * Catalog: a listing hidden by the moderators (`hidden_reason`, `hidden_at`, projected from its
 * `ListingHidden` event) and one whose seller is suspended (`seller_suspended`, kept by Catalog's
 * consumer of UserSuspended/UserSuspensionLifted and its expiry sweep from `catalog_suspended_sellers`)
 * are no longer live: the live partial indexes are rebuilt with both conditions in their predicate, so
 * browse and its counts stay index-only scans.
 */
export class Migration20261130020000Suspension extends Migration {
  override async up(): Promise<void> {
    this.addSql(`ALTER TABLE "users" ADD COLUMN "suspended_until" timestamptz NULL, ADD COLUMN "suspension_reason" text NULL;`);
    this.addSql(`
      CREATE TABLE "user_suspensions" (
        "id" serial PRIMARY KEY,
        "user_id" integer NOT NULL REFERENCES "users" ("id") ON DELETE CASCADE,
        "reason" text NOT NULL,
        "suspended_by" integer NOT NULL,
        "suspended_at" timestamptz NOT NULL DEFAULT now(),
        "suspended_until" timestamptz NOT NULL,
        "ended_at" timestamptz NULL,
        "ended_by" integer NULL,
        "ended_how" text NULL CHECK ("ended_how" IN ('lifted', 'replaced', 'expired')),
        CHECK (("ended_at" IS NULL) = ("ended_how" IS NULL))
      );`);
    this.addSql(`CREATE UNIQUE INDEX "user_suspensions_one_open_per_user" ON "user_suspensions" ("user_id") WHERE "ended_at" IS NULL;`);
    this.addSql(`CREATE INDEX "user_suspensions_user_index" ON "user_suspensions" ("user_id", "suspended_at" DESC);`);

    this.addSql(`ALTER TABLE "coins" ADD COLUMN "hidden_reason" text NULL, ADD COLUMN "hidden_at" timestamptz NULL, ADD COLUMN "seller_suspended" boolean NOT NULL DEFAULT false;`);
    this.addSql(`
      CREATE TABLE "catalog_suspended_sellers" (
        "seller_id" integer PRIMARY KEY,
        "suspended_until" timestamptz NOT NULL,
        "event_position" bigint NOT NULL
      );`);
    this.addSql(`CREATE INDEX "catalog_suspended_sellers_until_index" ON "catalog_suspended_sellers" ("suspended_until");`);
    this.addSql(`
      DO $$
      DECLARE live record;
      BEGIN
        FOR live IN SELECT "indexname", "indexdef" FROM pg_indexes
          WHERE "schemaname" = current_schema() AND "tablename" = 'coins' AND "indexname" LIKE 'coins\\_live\\_%' AND position('${LIVE_BEFORE}' IN "indexdef") > 0
        LOOP
          EXECUTE format('DROP INDEX %I', live."indexname");
          EXECUTE replace(live."indexdef", '${LIVE_BEFORE}', '${LIVE_AFTER}');
        END LOOP;
      END $$;`);
  }
}
