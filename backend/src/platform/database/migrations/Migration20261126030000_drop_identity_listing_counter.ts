import { Migration } from '@mikro-orm/migrations';

/**
 * Reactions on durable consumers (docs/decisions/0068):
 * - `users.coins_listed_this_month` and `users.last_reset_date` go: the user response reads this
 *   month's listings from the Catalog's quota (`listing_quota_usage`), the count the limit is enforced
 *   on, instead of a second counter kept by an in-memory reaction;
 * - `conversations_coin_index`: the Catalog's conversation counter asks Messaging how many
 *   conversations a listing has (a count, so a redelivered event never counts twice).
 */
export class Migration20261126030000DropIdentityListingCounter extends Migration {
  override async up(): Promise<void> {
    this.addSql('ALTER TABLE "users" DROP COLUMN IF EXISTS "coins_listed_this_month", DROP COLUMN IF EXISTS "last_reset_date";');
    this.addSql('CREATE INDEX IF NOT EXISTS "conversations_coin_index" ON "conversations" ("coin_id");');
  }

  override async down(): Promise<void> {
    this.addSql('DROP INDEX IF EXISTS "conversations_coin_index";');
    this.addSql('ALTER TABLE "users" ADD COLUMN "coins_listed_this_month" int NOT NULL DEFAULT 0, ADD COLUMN "last_reset_date" timestamptz NULL;');
  }
}
