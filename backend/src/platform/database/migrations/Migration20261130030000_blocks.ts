import { Migration } from '@mikro-orm/migrations';

/**
 * Blocking from a conversation (issue 14, docs/decisions/0084): who blocked whom, kept after an
 * unblock (`unblocked_at`) so the history stays. At most one block in force per pair and direction
 * (a partial unique index, so 20 racing blocks give one row); the second index answers "who blocked
 * me" for a conversation list.
 */
export class Migration20261130030000Blocks extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      CREATE TABLE "user_blocks" (
        "id" serial PRIMARY KEY,
        "blocker_id" integer NOT NULL,
        "blocked_id" integer NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "unblocked_at" timestamptz NULL,
        CONSTRAINT "user_blocks_not_oneself" CHECK ("blocker_id" <> "blocked_id")
      );`);
    this.addSql(`CREATE UNIQUE INDEX "user_blocks_in_force" ON "user_blocks" ("blocker_id", "blocked_id") WHERE "unblocked_at" IS NULL;`);
    this.addSql(`CREATE INDEX "user_blocks_in_force_by_blocked" ON "user_blocks" ("blocked_id", "blocker_id") WHERE "unblocked_at" IS NULL;`);
  }
}
