import type { SitemapPageKind } from './list-sitemap-files.query';

/**
 * The public pages of each kind as rows (id, lastmod), by the catalog's visibility rules
 * (domain/visibility.ts: an anonymous viewer sees approved, undeleted listings, sold ones too) and
 * GetSellerProfileQuery's rule (a seller is a user with an approved listing, deleted ones included).
 * `start` is bound as the first parameter where a row set is cut at an id.
 */
export const SITEMAP_ROWS: Record<SitemapPageKind, { all: string; from: string }> = {
  coins: {
    all: `SELECT "id", "updated_at" AS "lastmod" FROM "coins" WHERE "is_approved" AND "deleted_at" IS NULL`,
    from: `SELECT "id", "updated_at" AS "lastmod" FROM "coins" WHERE "is_approved" AND "deleted_at" IS NULL AND "id" >= ?`,
  },
  sellers: {
    all: `SELECT "seller_id" AS "id", MAX("updated_at") AS "lastmod" FROM "coins" WHERE "is_approved" GROUP BY "seller_id"`,
    from: `SELECT "seller_id" AS "id", MAX("updated_at") AS "lastmod" FROM "coins" WHERE "is_approved" AND "seller_id" >= ? GROUP BY "seller_id"`,
  },
};
