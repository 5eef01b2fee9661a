import { Migration } from '@mikro-orm/migrations';

/**
 * Ratings after a deal (issue 14, docs/decisions/0081): Reviews keeps the deals it learns of from
 * `OfferAccepted` (and `OfferReleased`), and the reviews, one per person and deal (a unique index,
 * so two racing posts give one review and one 409).
 */
export class Migration20261129040000Reviews extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      CREATE TABLE "deals" (
        "offer_id" integer PRIMARY KEY,
        "buyer_id" integer NOT NULL,
        "seller_id" integer NOT NULL,
        "coin_id" integer NOT NULL,
        "amount" integer NOT NULL,
        "agreed_at" timestamptz NOT NULL,
        "released_at" timestamptz NULL
      );`);
    this.addSql(`CREATE INDEX "deals_seller_index" ON "deals" ("seller_id") WHERE "released_at" IS NULL;`);
    this.addSql(`
      CREATE TABLE "reviews" (
        "id" serial PRIMARY KEY,
        "offer_id" integer NOT NULL,
        "reviewer_id" integer NOT NULL,
        "reviewee_id" integer NOT NULL,
        "reviewee_role" text NOT NULL CHECK ("reviewee_role" IN ('buyer', 'seller')),
        "rating" smallint NOT NULL CHECK ("rating" BETWEEN 1 AND 5),
        "comment" text NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "reviews_one_per_reviewer_and_deal" UNIQUE ("offer_id", "reviewer_id")
      );`);
    this.addSql(`CREATE INDEX "reviews_reviewee_index" ON "reviews" ("reviewee_id", "created_at" DESC, "id" DESC);`);
  }
}
