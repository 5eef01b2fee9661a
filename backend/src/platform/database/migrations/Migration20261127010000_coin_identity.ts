import { Migration } from '@mikro-orm/migrations';

const LIVE = '"is_approved" AND "deleted_at" IS NULL';
/** A listing that holds its certificate: not deleted, not sold, not rejected (decisions/0072). */
const HOLDS_CERTIFICATE = '"certification_service" IS NOT NULL AND "deleted_at" IS NULL AND NOT "is_sold" AND "status" <> \'rejected\'';
const GRADES = [1, 2, 3, 4, 6, 8, 10, 12, 15, 20, 25, 30, 35, 40, 45, 50, 53, 55, 58, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70];
const NAMED = ['ruler', 'mint', 'denomination', 'issuer'];

/**
 * Which coin a listing is (issue 13, docs/decisions/0072), projected from its stream onto `coins`:
 * - the identity as given (denomination, issuer, ruler, mint, the era of `year`, catalogue references
 *   as jsonb, weight, diameter, shape, edge, Sheldon grade, the certificate in three columns, the
 *   seller's confirmation that it is genuine), with checks mirroring the domain's bounds;
 * - `year_ad`, the AD year computed when the listing is written (filled here for the listings that
 *   have a year, read as AD), and `catalogue_ref_keys`, the references as search keys (`km:450`);
 * - indexes for the new filters, partial on live listings like the catalog's: lower(ruler), lower(mint),
 *   lower(denomination), lower(issuer) followed by the newest-first order; year_ad both ways (nulls
 *   last) for the year range and sorts; the certified listings newest first; GIN on the reference keys;
 * - `coins_live_certificate_unique`: a certificate (service, the other service's name, number,
 *   case-insensitive) on at most one listing that is not deleted, sold or rejected — racing writes
 *   included (the loser's transaction fails: 409);
 * - the saved searches' columns for the same filters (names with their curated equivalents, years,
 *   certified only, cited references and their words' tsquery).
 */
export class Migration20261127010000CoinIdentity extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      ALTER TABLE "coins"
        ADD COLUMN "denomination" varchar(60) NULL,
        ADD COLUMN "issuer" varchar(80) NULL,
        ADD COLUMN "ruler" varchar(80) NULL,
        ADD COLUMN "mint" varchar(80) NULL,
        ADD COLUMN "era" varchar(2) NULL,
        ADD COLUMN "year_ad" int NULL,
        ADD COLUMN "catalogue_refs" jsonb NOT NULL DEFAULT '[]',
        ADD COLUMN "catalogue_ref_keys" text[] NOT NULL DEFAULT '{}',
        ADD COLUMN "weight_grams" double precision NULL,
        ADD COLUMN "diameter_mm" double precision NULL,
        ADD COLUMN "shape" varchar(40) NULL,
        ADD COLUMN "edge" varchar(40) NULL,
        ADD COLUMN "grade" smallint NULL,
        ADD COLUMN "certification_service" varchar(8) NULL,
        ADD COLUMN "certification_service_name" varchar(60) NULL,
        ADD COLUMN "certification_number" varchar(30) NULL,
        ADD COLUMN "genuine_confirmed" boolean NOT NULL DEFAULT false,
        ADD CONSTRAINT "coins_era_check" CHECK ("era" IN ('AD', 'AH', 'VS', 'SE', 'FE', 'RY')),
        ADD CONSTRAINT "coins_weight_grams_check" CHECK ("weight_grams" BETWEEN 0.01 AND 500),
        ADD CONSTRAINT "coins_diameter_mm_check" CHECK ("diameter_mm" BETWEEN 1 AND 150),
        ADD CONSTRAINT "coins_grade_check" CHECK ("grade" IN (${GRADES.join(', ')})),
        ADD CONSTRAINT "coins_catalogue_refs_check" CHECK (jsonb_typeof("catalogue_refs") = 'array' AND jsonb_array_length("catalogue_refs") <= 5),
        ADD CONSTRAINT "coins_certification_check" CHECK (
          ("certification_service" IS NULL AND "certification_service_name" IS NULL AND "certification_number" IS NULL)
          OR ("certification_service" IN ('NGC', 'PCGS', 'ANACS', 'ICG') AND "certification_service_name" IS NULL AND "certification_number" IS NOT NULL)
          OR ("certification_service" = 'other' AND "certification_service_name" IS NOT NULL AND "certification_number" IS NOT NULL)
        );`);
    // Listings written before: their year read as AD (its first whole number, Devanagari digits too), as the app computes it.
    this.addSql(`
      UPDATE "coins" c SET "year_ad" = d."n"::int
      FROM (SELECT "id", (regexp_match(translate("year", '०१२३४५६७८९', '0123456789'), '[0-9]+'))[1]::numeric AS "n" FROM "coins" WHERE "year" IS NOT NULL) d
      WHERE c."id" = d."id" AND d."n" BETWEEN 1 AND extract(year FROM now() AT TIME ZONE 'Asia/Kolkata');`);
    for (const column of NAMED) {
      this.addSql(`CREATE INDEX "coins_live_${column}_index" ON "coins" (lower("${column}"), "created_at" DESC, "id" DESC) WHERE ${LIVE};`);
    }
    this.addSql(`CREATE INDEX "coins_live_year_index" ON "coins" ("year_ad" ASC NULLS LAST, "id" ASC) WHERE ${LIVE};`);
    this.addSql(`CREATE INDEX "coins_live_year_desc_index" ON "coins" ("year_ad" DESC NULLS LAST, "id" DESC) WHERE ${LIVE};`);
    this.addSql(`CREATE INDEX "coins_live_certified_index" ON "coins" ("created_at" DESC, "id" DESC) WHERE ${LIVE} AND "certification_service" IS NOT NULL;`);
    this.addSql(`CREATE INDEX "coins_live_catalogue_refs_index" ON "coins" USING gin ("catalogue_ref_keys") WHERE ${LIVE};`);
    this.addSql(
      `CREATE UNIQUE INDEX "coins_live_certificate_unique" ON "coins" ("certification_service", lower(coalesce("certification_service_name", '')), lower("certification_number")) WHERE ${HOLDS_CERTIFICATE};`,
    );
    this.addSql(`
      ALTER TABLE "saved_searches"
        ADD COLUMN "ruler_names" text[] NULL,
        ADD COLUMN "mint_names" text[] NULL,
        ADD COLUMN "denomination_names" text[] NULL,
        ADD COLUMN "issuer_names" text[] NULL,
        ADD COLUMN "year_from" int NULL,
        ADD COLUMN "year_to" int NULL,
        ADD COLUMN "certified_only" boolean NOT NULL DEFAULT false,
        ADD COLUMN "ref_keys" text[] NULL,
        ADD COLUMN "ref_query" tsquery NULL;`);
    this.addSql('ANALYZE "coins";');
  }

  override async down(): Promise<void> {
    this.addSql(`
      ALTER TABLE "saved_searches"
        DROP COLUMN IF EXISTS "ruler_names", DROP COLUMN IF EXISTS "mint_names", DROP COLUMN IF EXISTS "denomination_names",
        DROP COLUMN IF EXISTS "issuer_names", DROP COLUMN IF EXISTS "year_from", DROP COLUMN IF EXISTS "year_to",
        DROP COLUMN IF EXISTS "certified_only", DROP COLUMN IF EXISTS "ref_keys", DROP COLUMN IF EXISTS "ref_query";`);
    this.addSql('DROP INDEX IF EXISTS "coins_live_certificate_unique";');
    this.addSql('DROP INDEX IF EXISTS "coins_live_catalogue_refs_index";');
    this.addSql('DROP INDEX IF EXISTS "coins_live_certified_index";');
    this.addSql('DROP INDEX IF EXISTS "coins_live_year_desc_index";');
    this.addSql('DROP INDEX IF EXISTS "coins_live_year_index";');
    for (const column of NAMED) this.addSql(`DROP INDEX IF EXISTS "coins_live_${column}_index";`);
    this.addSql(`
      ALTER TABLE "coins"
        DROP COLUMN IF EXISTS "denomination", DROP COLUMN IF EXISTS "issuer", DROP COLUMN IF EXISTS "ruler", DROP COLUMN IF EXISTS "mint",
        DROP COLUMN IF EXISTS "era", DROP COLUMN IF EXISTS "year_ad", DROP COLUMN IF EXISTS "catalogue_refs", DROP COLUMN IF EXISTS "catalogue_ref_keys",
        DROP COLUMN IF EXISTS "weight_grams", DROP COLUMN IF EXISTS "diameter_mm", DROP COLUMN IF EXISTS "shape", DROP COLUMN IF EXISTS "edge",
        DROP COLUMN IF EXISTS "grade", DROP COLUMN IF EXISTS "certification_service", DROP COLUMN IF EXISTS "certification_service_name",
        DROP COLUMN IF EXISTS "certification_number", DROP COLUMN IF EXISTS "genuine_confirmed";`);
  }
}
