import { Migration } from '@mikro-orm/migrations';

/**
 * Verified mobile numbers and one-time codes by SMS (issue 14, docs/decisions/0077): when a user's
 * number was verified, and the codes sent to verify a number or reset a password — each stored as an
 * HMAC digest (never the code), with its expiry, its wrong tries and how it ended. At most one live
 * code per purpose and number.
 */
export class Migration20261129020000OneTimeCodes extends Migration {
  override async up(): Promise<void> {
    this.addSql(`ALTER TABLE "users" ADD COLUMN "phone_verified_at" timestamptz NULL;`);
    this.addSql(`
      CREATE TABLE "one_time_codes" (
        "id" bigserial PRIMARY KEY,
        "purpose" text NOT NULL CHECK ("purpose" IN ('verify-phone', 'reset-password')),
        "mobile_number" varchar(10) NOT NULL,
        "user_id" int NOT NULL REFERENCES "users" ("id") ON DELETE CASCADE,
        "code_digest" text NOT NULL,
        "created_at" timestamptz NOT NULL,
        "expires_at" timestamptz NOT NULL,
        "failed_tries" smallint NOT NULL DEFAULT 0 CHECK ("failed_tries" >= 0),
        "ended_at" timestamptz NULL,
        "end_reason" text NULL CHECK ("end_reason" IN ('used', 'burnt', 'replaced')),
        CONSTRAINT "one_time_codes_end_check" CHECK (("ended_at" IS NULL) = ("end_reason" IS NULL))
      );`);
    this.addSql(`CREATE UNIQUE INDEX "one_time_codes_live_unique" ON "one_time_codes" ("purpose", "mobile_number") WHERE "ended_at" IS NULL;`);
    this.addSql(`CREATE INDEX "one_time_codes_number_index" ON "one_time_codes" ("mobile_number", "purpose", "id");`);
    this.addSql(`CREATE INDEX "one_time_codes_user_index" ON "one_time_codes" ("user_id");`);
  }
}
