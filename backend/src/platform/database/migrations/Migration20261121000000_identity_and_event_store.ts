import { Migration } from '@mikro-orm/migrations';

export class Migration20261121000000IdentityAndEventStore extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      CREATE TABLE "users" (
        "id" serial PRIMARY KEY,
        "mobile_number" varchar(10) NOT NULL,
        "password_hash" text NOT NULL,
        "name" varchar(80) NOT NULL,
        "location" varchar(100) NULL,
        "subscription_tier" text NOT NULL DEFAULT 'free',
        "subscription_expires_at" timestamptz NULL,
        "coins_listed_this_month" int NOT NULL DEFAULT 0,
        "last_reset_date" timestamptz NULL,
        "is_admin" boolean NOT NULL DEFAULT false,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "users_mobile_number_unique" UNIQUE ("mobile_number"),
        CONSTRAINT "users_subscription_tier_check" CHECK ("subscription_tier" IN ('free', 'basic', 'premium'))
      );`);
    this.addSql(`CREATE INDEX "users_created_at_index" ON "users" ("created_at" DESC);`);

    this.addSql(`
      CREATE TABLE "events" (
        "global_position" bigserial PRIMARY KEY,
        "stream_id" varchar(200) NOT NULL,
        "stream_version" int NOT NULL,
        "type" varchar(200) NOT NULL,
        "data" jsonb NOT NULL,
        "metadata" jsonb NOT NULL DEFAULT '{}',
        "schema_version" int NOT NULL DEFAULT 1,
        "occurred_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "events_stream_id_stream_version_unique" UNIQUE ("stream_id", "stream_version"),
        CONSTRAINT "events_stream_version_check" CHECK ("stream_version" >= 1)
      );`);
  }

  override async down(): Promise<void> {
    this.addSql('DROP TABLE IF EXISTS "events";');
    this.addSql('DROP TABLE IF EXISTS "users";');
  }
}
