import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { Category, Metal } from '../domain/catalog-values';
import type { SimilarPrices } from '../domain/price-outlier';
import { liveListingSql } from './live-listing-sql';

/** The median is of at most this many of the newest similar listings: today's prices, at a bounded cost. */
const SAMPLE = 1000;

/** Prices of similar listings (same category and metal, approved, not deleted), for the price-outlier flag. */
@Injectable()
export class SimilarListingPrices {
  constructor(private readonly em: EntityManager) {}

  /** Their median and how many there are (of the newest SAMPLE), `listingId` itself left out. */
  async of(category: Category, metal: Metal | null, listingId: number): Promise<SimilarPrices | null> {
    const rows: { median: string | null; count: number }[] = await this.em.getConnection().execute(
      `SELECT percentile_disc(0.5) WITHIN GROUP (ORDER BY "price") AS "median", count(*)::int AS "count"
       FROM (SELECT "price" FROM "coins"
             WHERE ${liveListingSql('')} AND "category" = ? AND ${metal === null ? '"metal" IS NULL' : '"metal" = ?'} AND "id" <> ?
             ORDER BY "created_at" DESC LIMIT ${SAMPLE}) AS "recent"`,
      metal === null ? [category, listingId] : [category, metal, listingId],
    );
    const [row] = rows;
    return row && row.median !== null ? { median: Number(row.median), count: row.count } : null;
  }
}
