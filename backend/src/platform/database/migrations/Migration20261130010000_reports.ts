import { Migration } from '@mikro-orm/migrations';

/**
 * Reports (issue 14, docs/decisions/0082): Moderation keeps what people report (a listing, a user or
 * a message) and what the admins did about it. One open report per reporter and target: a partial
 * unique index, so of twenty racing reports one is stored and the others are answered 409.
 */
export class Migration20261130010000Reports extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      CREATE TABLE "report_actions" (
        "id" serial PRIMARY KEY,
        "target_type" text NOT NULL CHECK ("target_type" IN ('listing', 'user', 'message')),
        "target_id" integer NOT NULL,
        "action" text NOT NULL CHECK ("action" IN ('dismiss', 'hide-listing', 'suspend-user')),
        "reason" text NOT NULL,
        "admin_id" integer NOT NULL,
        "listing_id" integer NULL,
        "user_id" integer NULL,
        "suspended_until" timestamptz NULL,
        "reports_resolved" integer NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now()
      );`);
    this.addSql(`CREATE INDEX "report_actions_target_index" ON "report_actions" ("target_type", "target_id", "created_at" DESC);`);
    this.addSql(`
      CREATE TABLE "reports" (
        "id" serial PRIMARY KEY,
        "reporter_id" integer NOT NULL,
        "target_type" text NOT NULL CHECK ("target_type" IN ('listing', 'user', 'message')),
        "target_id" integer NOT NULL,
        "reason" text NOT NULL CHECK ("reason" IN ('replica', 'wrong-description', 'scam', 'offensive', 'other')),
        "note" text NULL,
        "status" text NOT NULL DEFAULT 'open' CHECK ("status" IN ('open', 'resolved')),
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "resolved_at" timestamptz NULL,
        "action_id" integer NULL REFERENCES "report_actions" ("id")
      );`);
    this.addSql(
      `CREATE UNIQUE INDEX "reports_one_open_per_reporter_and_target" ON "reports" ("reporter_id", "target_type", "target_id") WHERE "status" = 'open';`,
    );
    this.addSql(`CREATE INDEX "reports_open_by_target_index" ON "reports" ("target_type", "target_id", "created_at") WHERE "status" = 'open';`);
    this.addSql(`CREATE INDEX "reports_by_target_index" ON "reports" ("target_type", "target_id", "created_at");`);
  }
}
