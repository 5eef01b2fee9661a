import { Migration } from '@mikro-orm/migrations';

const OPEN = `('pending', 'countered')`;

/**
 * Offers that negotiate (decisions/0076): the amount on the table, who must answer, the counter
 * round, the 48-hour clock and its notice, and the thread; the statuses countered, withdrawn and
 * expired. "One open offer per buyer and coin" and the open-offer indexes now cover countered ones.
 * Offers still pending get 48 hours from now; every offer's thread is rebuilt from its stream.
 */
export class Migration20261129010000OfferNegotiation extends Migration {
  override async up(): Promise<void> {
    this.addSql(`ALTER TABLE "offers"
      ADD COLUMN "current_amount" int,
      ADD COLUMN "awaiting" text,
      ADD COLUMN "round" int NOT NULL DEFAULT 0,
      ADD COLUMN "expires_at" timestamptz,
      ADD COLUMN "notice_for" timestamptz,
      ADD COLUMN "history" jsonb NOT NULL DEFAULT '[]';`);
    this.addSql(`UPDATE "offers" SET "current_amount" = "offer_amount",
      "awaiting" = CASE WHEN "status" = 'pending' THEN 'seller' END,
      "expires_at" = CASE WHEN "status" = 'pending' THEN now() + interval '48 hours' END;`);
    this.addSql(`UPDATE "offers" AS o SET "history" = coalesce((
      SELECT jsonb_agg(jsonb_build_object(
          'type', lower(substr(e."type", 6)),
          'by', CASE WHEN e."type" = 'OfferMade' THEN 'buyer' WHEN e."data"->>'by' IS NULL THEN NULL ELSE 'seller' END,
          'amount', CASE WHEN e."type" IN ('OfferMade', 'OfferAccepted') THEN o."offer_amount" END,
          'cause', e."data"->>'cause',
          'at', e."occurred_at") ORDER BY e."stream_version")
        FROM "events" AS e WHERE e."stream_id" = 'offer-' || o."id"), '[]'::jsonb);`);
    this.addSql('ALTER TABLE "offers" ALTER COLUMN "current_amount" SET NOT NULL;');
    this.addSql(`ALTER TABLE "offers" ADD CONSTRAINT "offers_awaiting_check" CHECK ("awaiting" IN ('seller', 'buyer'));`);
    this.addSql(`ALTER TABLE "offers" ADD CONSTRAINT "offers_current_amount_check" CHECK ("current_amount" >= 1);`);
    this.addSql('ALTER TABLE "offers" DROP CONSTRAINT "offers_status_check";');
    this.addSql(`ALTER TABLE "offers" ADD CONSTRAINT "offers_status_check"
      CHECK ("status" IN ('pending', 'countered', 'accepted', 'rejected', 'released', 'withdrawn', 'expired'));`);
    this.addSql('DROP INDEX "offers_one_pending_per_buyer_and_coin";');
    this.addSql(`CREATE UNIQUE INDEX "offers_one_open_per_buyer_and_coin" ON "offers" ("buyer_id", "coin_id") WHERE "status" IN ${OPEN};`);
    this.addSql('DROP INDEX "offers_pending_coin_index";');
    this.addSql(`CREATE INDEX "offers_open_coin_index" ON "offers" ("coin_id") WHERE "status" IN ${OPEN};`);
    this.addSql('DROP INDEX "offers_pending_seller_index";');
    this.addSql(`CREATE INDEX "offers_open_seller_index" ON "offers" ("seller_id") WHERE "status" IN ${OPEN};`);
    this.addSql(`CREATE INDEX "offers_open_buyer_index" ON "offers" ("buyer_id") WHERE "status" IN ${OPEN};`);
    this.addSql(`CREATE INDEX "offers_open_expiry_index" ON "offers" ("expires_at") WHERE "status" IN ${OPEN};`);
  }

  override async down(): Promise<void> {
    this.addSql('DROP INDEX IF EXISTS "offers_open_expiry_index";');
    this.addSql('DROP INDEX IF EXISTS "offers_open_buyer_index";');
    this.addSql('DROP INDEX IF EXISTS "offers_open_seller_index";');
    this.addSql('DROP INDEX IF EXISTS "offers_open_coin_index";');
    this.addSql('DROP INDEX IF EXISTS "offers_one_open_per_buyer_and_coin";');
    this.addSql(`UPDATE "offers" SET "status" = 'pending' WHERE "status" = 'countered';`);
    this.addSql(`UPDATE "offers" SET "status" = 'rejected' WHERE "status" IN ('withdrawn', 'expired');`);
    this.addSql('ALTER TABLE "offers" DROP CONSTRAINT "offers_status_check";');
    this.addSql(`ALTER TABLE "offers" ADD CONSTRAINT "offers_status_check" CHECK ("status" IN ('pending', 'accepted', 'rejected', 'released'));`);
    this.addSql(`CREATE UNIQUE INDEX "offers_one_pending_per_buyer_and_coin" ON "offers" ("buyer_id", "coin_id") WHERE "status" = 'pending';`);
    this.addSql(`CREATE INDEX "offers_pending_coin_index" ON "offers" ("coin_id") WHERE "status" = 'pending';`);
    this.addSql(`CREATE INDEX "offers_pending_seller_index" ON "offers" ("seller_id") WHERE "status" = 'pending';`);
    this.addSql('ALTER TABLE "offers" DROP CONSTRAINT "offers_current_amount_check", DROP CONSTRAINT "offers_awaiting_check";');
    this.addSql('ALTER TABLE "offers" DROP COLUMN "history", DROP COLUMN "notice_for", DROP COLUMN "expires_at", DROP COLUMN "round", DROP COLUMN "awaiting", DROP COLUMN "current_amount";');
  }
}
