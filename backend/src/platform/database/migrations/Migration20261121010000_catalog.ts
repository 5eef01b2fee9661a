import { Migration } from '@mikro-orm/migrations';

/**
 * Catalog: coins (with a weighted full-text vector in English and "simple" for Devanagari, plus Hindi
 * names of the category and metal), comments and the monthly listing quota.
 * Public reads only see approved, undeleted coins, so their indexes are partial on that predicate.
 */
export class Migration20261121010000Catalog extends Migration {
  override async up(): Promise<void> {
    this.addSql('CREATE EXTENSION IF NOT EXISTS pg_trgm;');
    this.addSql(`
      CREATE FUNCTION catalog_hindi_terms(category text, metal text) RETURNS text
      LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
        SELECT concat_ws(' ',
          CASE category
            WHEN 'british-india' THEN 'ब्रिटिश भारत'
            WHEN 'mughal' THEN 'मुग़ल मुगल मुग़लिया'
            WHEN 'republic' THEN 'गणतंत्र भारत गणराज्य'
            WHEN 'princely' THEN 'रियासत रियासतें देसी रियासत'
            WHEN 'east-india-company' THEN 'ईस्ट इंडिया कंपनी'
            WHEN 'portuguese-india' THEN 'पुर्तगाली भारत'
            WHEN 'french-india' THEN 'फ़्रांसीसी फ्रांसीसी भारत'
          END,
          CASE metal
            WHEN 'gold' THEN 'सोना सोने स्वर्ण'
            WHEN 'silver' THEN 'चांदी चाँदी रजत'
            WHEN 'copper' THEN 'तांबा तांबे ताम्र'
            WHEN 'bronze' THEN 'कांस्य कांसा'
            WHEN 'nickel' THEN 'निकल'
            WHEN 'brass' THEN 'पीतल'
            WHEN 'copper-nickel' THEN 'कप्रोनिकल'
          END)
      $$;`);
    this.addSql(`
      CREATE TABLE "coins" (
        "id" serial PRIMARY KEY,
        "seller_id" int NOT NULL,
        "title" varchar(120) NOT NULL,
        "description" text NOT NULL,
        "price" int NOT NULL,
        "category" varchar(32) NOT NULL,
        "condition" varchar(32) NOT NULL,
        "metal" varchar(32) NULL,
        "year" varchar(30) NULL,
        "image_url" text NULL,
        "location" varchar(100) NOT NULL,
        "status" text NOT NULL DEFAULT 'pending',
        "is_approved" boolean NOT NULL DEFAULT false,
        "is_sold" boolean NOT NULL DEFAULT false,
        "rejection_reason" text NULL,
        "deleted_at" timestamptz NULL,
        "comment_count" int NOT NULL DEFAULT 0,
        "conversation_count" int NOT NULL DEFAULT 0,
        "popularity" int GENERATED ALWAYS AS ("comment_count" + "conversation_count") STORED,
        "search_vector" tsvector GENERATED ALWAYS AS (
          setweight(to_tsvector('english', "title"), 'A') ||
          setweight(to_tsvector('simple', "title"), 'A') ||
          setweight(to_tsvector('english', "description"), 'B') ||
          setweight(to_tsvector('simple', "description"), 'B') ||
          setweight(to_tsvector('simple', "category" || ' ' || coalesce("metal", '') || ' ' || coalesce("year", '') || ' ' || "location"), 'C') ||
          setweight(to_tsvector('simple', catalog_hindi_terms("category", "metal")), 'C')
        ) STORED,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "coins_price_check" CHECK ("price" BETWEEN 1 AND 1000000000),
        CONSTRAINT "coins_status_check" CHECK ("status" IN ('pending', 'approved', 'rejected'))
      );`);
    const live = 'WHERE "is_approved" AND "deleted_at" IS NULL';
    this.addSql(`CREATE INDEX "coins_live_recent_index" ON "coins" ("created_at" DESC, "id" DESC) ${live};`);
    this.addSql(`CREATE INDEX "coins_live_price_index" ON "coins" ("price", "id") ${live};`);
    this.addSql(`CREATE INDEX "coins_live_popular_index" ON "coins" ("popularity" DESC, "created_at" DESC, "id" DESC) ${live};`);
    this.addSql(`CREATE INDEX "coins_live_category_index" ON "coins" ("category", "created_at" DESC) ${live};`);
    this.addSql(`CREATE INDEX "coins_live_metal_index" ON "coins" ("metal", "created_at" DESC) ${live};`);
    this.addSql(`CREATE INDEX "coins_live_condition_index" ON "coins" ("condition", "created_at" DESC) ${live};`);
    this.addSql(`CREATE INDEX "coins_live_search_index" ON "coins" USING gin ("search_vector") ${live};`);
    this.addSql(`CREATE INDEX "coins_live_location_trgm_index" ON "coins" USING gin (lower("location") gin_trgm_ops) ${live};`);
    this.addSql('CREATE INDEX "coins_seller_index" ON "coins" ("seller_id", "created_at" DESC);');
    this.addSql('CREATE INDEX "coins_moderation_queue_index" ON "coins" ("status", "created_at") WHERE "deleted_at" IS NULL;');

    this.addSql(`
      CREATE TABLE "comments" (
        "id" serial PRIMARY KEY,
        "coin_id" int NOT NULL REFERENCES "coins" ("id"),
        "user_id" int NOT NULL,
        "content" varchar(1000) NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now()
      );`);
    this.addSql('CREATE INDEX "comments_coin_index" ON "comments" ("coin_id", "created_at");');

    this.addSql(`
      CREATE TABLE "listing_quota_usage" (
        "seller_id" int NOT NULL,
        "month" char(7) NOT NULL,
        "used" int NOT NULL,
        PRIMARY KEY ("seller_id", "month")
      );`);
  }

  override async down(): Promise<void> {
    this.addSql('DROP TABLE IF EXISTS "listing_quota_usage";');
    this.addSql('DROP TABLE IF EXISTS "comments";');
    this.addSql('DROP TABLE IF EXISTS "coins";');
    this.addSql('DROP FUNCTION IF EXISTS catalog_hindi_terms(text, text);');
  }
}
