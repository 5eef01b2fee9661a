import { Migration } from '@mikro-orm/migrations';

/**
 * Watchlist and saved searches (issue 12 §3, §4; docs/decisions/0066), Catalog tables:
 * - `listing_watches`: who watches which listing (one row per pair, so a repeated or racing watch is one row);
 * - `saved_searches`: a user's browse filters as given back (`filters`), and the same filters in
 *   columns for matching a newly approved listing: the chips, the price range (also as `price_range`),
 *   the location lower-cased, and the text as the tsquery browse builds for it (`query`). `match_keys`
 *   holds one necessary condition per search, the one PostgreSQL expects the fewest listings to meet:
 *   the lexemes of one of its words as `t:<lexeme>`, or its exact chips as `#category=…&metal=…`;
 *   a listing's keys (`t:` + every prefix of its lexemes, its chips in every combination) find the
 *   candidates through the GIN index (fastupdate off: a lookup never reads a pending list), and only
 *   they are checked in full. A search with neither words nor chips (`#any`) is found by its price
 *   range through a GiST index;
 * - `saved_search_matches`: each (saved search, listing) alerted once, with the event position that
 *   alerted it (a redelivered event alerts the same set again; a re-approval alerts nobody twice);
 *   read only by its primary key, so it has no other index to keep up.
 */
export class Migration20261126050000WatchlistAndSavedSearches extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      CREATE TABLE "listing_watches" (
        "user_id" int NOT NULL,
        "listing_id" int NOT NULL REFERENCES "coins" ("id"),
        "created_at" timestamptz NOT NULL DEFAULT clock_timestamp(),
        PRIMARY KEY ("user_id", "listing_id")
      );`);
    this.addSql('CREATE INDEX "listing_watches_listing_index" ON "listing_watches" ("listing_id");');
    this.addSql(`
      CREATE TABLE "saved_searches" (
        "id" serial PRIMARY KEY,
        "user_id" int NOT NULL,
        "name" varchar(80) NULL,
        "filters" jsonb NOT NULL,
        "category" varchar(32) NULL,
        "metal" varchar(32) NULL,
        "condition" varchar(32) NULL,
        "min_price" int NULL,
        "max_price" int NULL,
        "location" varchar(100) NULL,
        "query" tsquery NULL,
        "match_keys" text[] NOT NULL,
        "price_range" int4range GENERATED ALWAYS AS (int4range("min_price", "max_price", '[]')) STORED,
        "created_at" timestamptz NOT NULL DEFAULT clock_timestamp()
      );`);
    this.addSql('CREATE INDEX "saved_searches_user_index" ON "saved_searches" ("user_id", "created_at" DESC);');
    this.addSql('CREATE INDEX "saved_searches_match_keys_index" ON "saved_searches" USING gin ("match_keys") WITH (fastupdate = off);');
    this.addSql(`CREATE INDEX "saved_searches_keyless_price_index" ON "saved_searches" USING gist ("price_range") WHERE "match_keys" = '{#any}';`);
    this.addSql(`
      CREATE TABLE "saved_search_matches" (
        "saved_search_id" int NOT NULL REFERENCES "saved_searches" ("id") ON DELETE CASCADE,
        "listing_id" int NOT NULL,
        "event_position" bigint NOT NULL,
        "matched_at" timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY ("saved_search_id", "listing_id")
      );`);
  }

  override async down(): Promise<void> {
    this.addSql('DROP TABLE IF EXISTS "saved_search_matches";');
    this.addSql('DROP TABLE IF EXISTS "saved_searches";');
    this.addSql('DROP TABLE IF EXISTS "listing_watches";');
  }
}
