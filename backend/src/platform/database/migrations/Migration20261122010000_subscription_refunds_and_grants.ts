import { Migration } from '@mikro-orm/migrations';

/**
 * Subscriptions (decisions/0026–0028): payments that were verified but could not activate a plan are
 * recorded for a refund (one record per payment); complimentary plans (the demo accounts) are
 * subscriptions with source `grant` and no payment; verified payments are looked up per user.
 */
export class Migration20261122010000SubscriptionRefundsAndGrants extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      CREATE TABLE "payment_refunds" (
        "payment_id" varchar(40) PRIMARY KEY,
        "user_id" int NOT NULL,
        "amount" int NOT NULL,
        "currency" varchar(3) NOT NULL,
        "reason" text NOT NULL,
        "requested_at" timestamptz NOT NULL DEFAULT now(),
        "refunded_at" timestamptz NULL,
        "refunded_by" int NULL
      );`);
    this.addSql(`CREATE INDEX "payment_refunds_pending_index" ON "payment_refunds" ("requested_at") WHERE "refunded_at" IS NULL;`);
    this.addSql('CREATE INDEX "payments_user_id_index" ON "payments" ("user_id", "verified_at");');

    this.addSql('ALTER TABLE "subscriptions" ALTER COLUMN "payment_id" DROP NOT NULL;');
    this.addSql('ALTER TABLE "subscriptions" DROP CONSTRAINT "subscriptions_source_check";');
    this.addSql(`ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_source_check" CHECK ("source" IN ('checkout', 'webhook', 'grant'));`);
    this.addSql(`ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_payment_id_check" CHECK (("payment_id" IS NULL) = ("source" = 'grant'));`);
  }

  override async down(): Promise<void> {
    this.addSql(`DELETE FROM "subscriptions" WHERE "source" = 'grant';`);
    this.addSql('ALTER TABLE "subscriptions" DROP CONSTRAINT "subscriptions_payment_id_check";');
    this.addSql('ALTER TABLE "subscriptions" DROP CONSTRAINT "subscriptions_source_check";');
    this.addSql(`ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_source_check" CHECK ("source" IN ('checkout', 'webhook'));`);
    this.addSql('ALTER TABLE "subscriptions" ALTER COLUMN "payment_id" SET NOT NULL;');
    this.addSql('DROP INDEX IF EXISTS "payments_user_id_index";');
    this.addSql('DROP TABLE IF EXISTS "payment_refunds";');
  }
}
