import { Migration } from '@mikro-orm/migrations';

/**
 * Deals from a sale to a conversation's buyer (issue 14, docs/decisions/0086): a deal is either an
 * accepted offer (`offer_id`) or a listing its seller marked sold to the buyer of one of its
 * conversations (`sold_listing_id`), so deals get an id of their own and reviews point at it. The
 * agreed amount is known only for offers.
 */
export class Migration20261130040000SaleDeals extends Migration {
  override async up(): Promise<void> {
    this.addSql(`ALTER TABLE "deals" DROP CONSTRAINT "deals_pkey";`);
    this.addSql(`ALTER TABLE "deals" ADD COLUMN "id" serial PRIMARY KEY;`);
    this.addSql(`ALTER TABLE "deals" ALTER COLUMN "offer_id" DROP NOT NULL, ALTER COLUMN "amount" DROP NOT NULL;`);
    this.addSql(`ALTER TABLE "deals" ADD CONSTRAINT "deals_offer_unique" UNIQUE ("offer_id");`);
    this.addSql(`ALTER TABLE "deals" ADD COLUMN "sold_listing_id" integer NULL CONSTRAINT "deals_sale_unique" UNIQUE;`);
    this.addSql(`ALTER TABLE "deals" ADD CONSTRAINT "deals_offer_or_sale" CHECK (("offer_id" IS NULL) <> ("sold_listing_id" IS NULL));`);
    this.addSql(`ALTER TABLE "reviews" ADD COLUMN "deal_id" integer NULL;`);
    this.addSql(`UPDATE "reviews" r SET "deal_id" = d."id" FROM "deals" d WHERE d."offer_id" = r."offer_id";`);
    this.addSql(`ALTER TABLE "reviews" ALTER COLUMN "deal_id" SET NOT NULL, ALTER COLUMN "offer_id" DROP NOT NULL;`);
    this.addSql(`ALTER TABLE "reviews" DROP CONSTRAINT "reviews_one_per_reviewer_and_deal";`);
    this.addSql(`ALTER TABLE "reviews" ADD CONSTRAINT "reviews_one_per_reviewer_and_deal" UNIQUE ("deal_id", "reviewer_id");`);
  }
}
