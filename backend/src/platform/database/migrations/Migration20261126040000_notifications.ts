import { Migration } from '@mikro-orm/migrations';

/**
 * The Notifications context and Web Push (docs/decisions/0065):
 * - `notifications`: what a user is told, newest (highest id) first. A grouped notification (a
 *   conversation's messages) is one unread row per user and `group_key` (partial unique index); a
 *   new source merges into it and takes a new id from the sequence, so it moves to the top and
 *   `before=<id>` paging stays a plain `id < before`.
 * - `notification_sources`: every (user, source key) already notified, so a source delivered again
 *   (durable consumers run at least once) changes nothing.
 * - `notification_preferences`: a user's push choice per type where it differs from the default.
 * - `push_subscriptions`: browsers' Web Push subscriptions (one row per endpoint, its latest user).
 * - `web_push_keys`: the VAPID key pair generated when the environment gives none (one row, id 1).
 * - `subscriptions.expiry_warned_at`: when Subscriptions wrote the plan's "expiring soon" event (once).
 */
export class Migration20261126040000Notifications extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      CREATE TABLE "notifications" (
        "id" serial PRIMARY KEY,
        "user_id" int NOT NULL,
        "type" varchar(40) NOT NULL,
        "params" jsonb NOT NULL DEFAULT '{}',
        "link" varchar(300) NOT NULL,
        "group_key" varchar(100) NULL,
        "source_count" int NOT NULL DEFAULT 1,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "read_at" timestamptz NULL
      );`);
    this.addSql('CREATE INDEX "notifications_user_id_id_index" ON "notifications" ("user_id", "id" DESC);');
    this.addSql('CREATE INDEX "notifications_unread_index" ON "notifications" ("user_id") WHERE "read_at" IS NULL;');
    this.addSql(
      'CREATE UNIQUE INDEX "notifications_one_unread_per_group" ON "notifications" ("user_id", "group_key") WHERE "read_at" IS NULL AND "group_key" IS NOT NULL;',
    );
    this.addSql(`
      CREATE TABLE "notification_sources" (
        "user_id" int NOT NULL,
        "source_key" varchar(200) NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY ("user_id", "source_key")
      );`);
    this.addSql(`
      CREATE TABLE "notification_preferences" (
        "user_id" int NOT NULL,
        "type" varchar(40) NOT NULL,
        "push" boolean NOT NULL,
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY ("user_id", "type")
      );`);
    this.addSql(`
      CREATE TABLE "push_subscriptions" (
        "id" serial PRIMARY KEY,
        "user_id" int NOT NULL,
        "endpoint" text NOT NULL,
        "p256dh" varchar(100) NOT NULL,
        "auth" varchar(50) NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "push_subscriptions_endpoint_unique" UNIQUE ("endpoint")
      );`);
    this.addSql('CREATE INDEX "push_subscriptions_user_id_index" ON "push_subscriptions" ("user_id");');
    this.addSql(`
      CREATE TABLE "web_push_keys" (
        "id" smallint PRIMARY KEY CHECK ("id" = 1),
        "public_key" varchar(100) NOT NULL,
        "private_key" varchar(100) NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now()
      );`);
    this.addSql('ALTER TABLE "subscriptions" ADD COLUMN "expiry_warned_at" timestamptz NULL;');
  }

  override async down(): Promise<void> {
    this.addSql('ALTER TABLE "subscriptions" DROP COLUMN IF EXISTS "expiry_warned_at";');
    this.addSql('DROP TABLE IF EXISTS "web_push_keys";');
    this.addSql('DROP TABLE IF EXISTS "push_subscriptions";');
    this.addSql('DROP TABLE IF EXISTS "notification_preferences";');
    this.addSql('DROP TABLE IF EXISTS "notification_sources";');
    this.addSql('DROP TABLE IF EXISTS "notifications";');
  }
}
