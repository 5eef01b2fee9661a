import { Migration } from '@mikro-orm/migrations';

/**
 * The moderation queue for a team (docs/decisions/0063), all Catalog read models of the listing stream:
 * - `coins`: the rejection's catalogue code and note beside its text;
 * - `listing_reviews`: per listing, since when it waits, its flags and who has claimed it until when
 *   (kept off `coins`, so a claim never moves the browse cache's generation);
 * - `listing_review_decisions`: each approval and rejection with how long the listing had waited (the overview);
 * - `listing_picture_hashes`: each listing picture's 256-bit perceptual hash (null when the picture
 *   has too little detail to compare), and `listing_picture_hash_bands` its 16 bands of 16 bits as
 *   `band × 65536 + value`: near-identical photos share bands, found through the primary key's index.
 * Listings already waiting get their row, waiting since their last (re)submission.
 */
export class Migration20261126010000ModerationQueue extends Migration {
  override async up(): Promise<void> {
    this.addSql('ALTER TABLE "coins" ADD COLUMN "rejection_reason_code" varchar(32) NULL, ADD COLUMN "rejection_note" text NULL;');
    this.addSql(`
      CREATE TABLE "listing_reviews" (
        "listing_id" int PRIMARY KEY REFERENCES "coins" ("id"),
        "waiting_since" timestamptz NULL,
        "flags" jsonb NOT NULL DEFAULT '[]',
        "claimed_by" int NULL,
        "claimed_at" timestamptz NULL,
        "claim_expires_at" timestamptz NULL
      );`);
    this.addSql(`
      CREATE TABLE "listing_review_decisions" (
        "id" bigserial PRIMARY KEY,
        "listing_id" int NOT NULL REFERENCES "coins" ("id"),
        "admin_id" int NOT NULL,
        "approved" boolean NOT NULL,
        "waited_seconds" int NOT NULL,
        "decided_at" timestamptz NOT NULL
      );`);
    this.addSql('CREATE INDEX "listing_review_decisions_decided_at_index" ON "listing_review_decisions" ("decided_at");');
    this.addSql(`
      CREATE TABLE "listing_picture_hashes" (
        "id" serial PRIMARY KEY,
        "listing_id" int NOT NULL REFERENCES "coins" ("id"),
        "seller_id" int NOT NULL,
        "image_url" text NOT NULL,
        "hash" bit(256) NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "listing_picture_hashes_listing_picture_unique" UNIQUE ("listing_id", "image_url")
      );`);
    this.addSql(`
      CREATE TABLE "listing_picture_hash_bands" (
        "band_key" int NOT NULL,
        "picture_id" int NOT NULL REFERENCES "listing_picture_hashes" ("id"),
        PRIMARY KEY ("band_key", "picture_id")
      );`);
    this.addSql(`
      INSERT INTO "listing_reviews" ("listing_id", "waiting_since")
      SELECT c."id", COALESCE(
        (SELECT max(e."occurred_at") FROM "events" e
          WHERE e."stream_id" = 'listing-' || c."id" AND e."type" IN ('ListingResubmitted', 'ListingResubmittedForReview')),
        c."created_at")
      FROM "coins" c WHERE c."status" = 'pending' AND c."deleted_at" IS NULL;`);
  }

  override async down(): Promise<void> {
    this.addSql('DROP TABLE IF EXISTS "listing_picture_hash_bands";');
    this.addSql('DROP TABLE IF EXISTS "listing_picture_hashes";');
    this.addSql('DROP TABLE IF EXISTS "listing_review_decisions";');
    this.addSql('DROP TABLE IF EXISTS "listing_reviews";');
    this.addSql('ALTER TABLE "coins" DROP COLUMN "rejection_note", DROP COLUMN "rejection_reason_code";');
  }
}
