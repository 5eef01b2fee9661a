import type { SitemapPageKind } from './list-sitemap-files.query';
import { liveListingSql, notHiddenSql } from '../../infrastructure/live-listing-sql';

/**
 * The public pages of each kind as rows (id, lastmod), by the catalog's visibility rules
 * (domain/visibility.ts: an anonymous viewer sees approved, undeleted listings in public sight, sold
 * ones too) and GetSellerProfileQuery's rule (a seller is a user with an approved listing in public
 * sight, deleted ones included; decisions/0083).
 * `start` is bound as the first parameter where a row set is cut at an id.
 */
export const SITEMAP_ROWS: Record<SitemapPageKind, { all: string; from: string }> = {
  coins: {
    all: `SELECT "id", "updated_at" AS "lastmod" FROM "coins" WHERE ${liveListingSql('')}`,
    from: `SELECT "id", "updated_at" AS "lastmod" FROM "coins" WHERE ${liveListingSql('')} AND "id" >= ?`,
  },
  sellers: {
    all: `SELECT "seller_id" AS "id", MAX("updated_at") AS "lastmod" FROM "coins" WHERE "is_approved" AND ${notHiddenSql('')} GROUP BY "seller_id"`,
    from: `SELECT "seller_id" AS "id", MAX("updated_at") AS "lastmod" FROM "coins" WHERE "is_approved" AND ${notHiddenSql('')} AND "seller_id" >= ? GROUP BY "seller_id"`,
  },
};
