import { Injectable } from '@nestjs/common';
import { SqlReads } from '../../../platform/database/sql-reads';
import type { SearchGlossary } from '../domain/search-terms';
import type { ListingFilters, SortBy } from '../application/queries/search-listings.query';
import { COUNT_CAP, countProvenByPage, estimatedRows, estimateSuffices } from './capped-count';
import { BROWSE_COIN_LINE, BrowseCoinLine, browseCoinLines } from './browse-coin-lines';
import { COIN_RECORD_COLUMNS } from './coin-record';
import { citedRefsCondition, identityFilterConditions, searchParts } from './identity-filter-sql';
import { SearchGlossaryStore } from './search-glossary.store';
import { textQuery } from './search-text-query';
import { liveListingSql } from './live-listing-sql';

const ORDER: Record<SortBy, string> = {
  recent: 'c."created_at" DESC, c."id" DESC',
  'most-recent': 'c."created_at" DESC, c."id" DESC',
  oldest: 'c."created_at" ASC, c."id" ASC',
  'price-low': 'c."price" ASC, c."id" ASC',
  'price-high': 'c."price" DESC, c."id" DESC',
  popular: 'c."popularity" DESC, c."created_at" DESC, c."id" DESC',
  'year-asc': 'c."year_ad" ASC NULLS LAST, c."id" ASC',
  'year-desc': 'c."year_ad" DESC NULLS LAST, c."id" DESC',
};

const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (char) => `\\${char}`);

export { COUNT_CAP } from './capped-count';

export interface ListingSql {
  select: string;
  /**
   * `select` as one value: the page's coins as BROWSE_COIN_LINEs joined by newlines (`lines`), in the
   * page's order (decisions/0091). Takes `params` followed by limit and offset.
   */
  pageLines: string;
  /**
   * The capped count and `pageLines` in one statement (one round trip, decisions/0078): a row of
   * `count` and `lines`. Takes `params`, then `params` again followed by limit and offset.
   */
  countAndPageLines: string;
  count: string;
  /**
   * For a text search, the planner's estimate of its matches (`EXPLAIN (FORMAT JSON)`, planned and
   * not run), which may stand in for `count` (decisions/0054); null without search words.
   */
  estimate: string | null;
  /** How many conditions the planner multiplies: each search word and each filter (a price range is one). */
  conditions: number;
  /** Parameters of `count` and `estimate`; `select` takes these followed by limit and offset. */
  params: unknown[];
}

/**
 * The SQL of one browse/search page, with `?` placeholders. Served by the partial indexes of the
 * catalog migration (and, for combined filters, the covering ones of the listing-search-at-scale
 * migration): B-tree for each sort and filter, GIN over the weighted tsvector (English stems
 * + simple words, so Devanagari matches too; every word is a prefix), and a trigram GIN for the
 * location substring. Each search word also matches its numismatic glossary equivalents ("मोहर" ↔
 * "mohur"; decisions/0046). The identity filters (issue 13) use the lower(ruler) … B-trees, the
 * yearAd ones and the certified listings' index; a catalogue reference in the search text ("KM 450")
 * matches the listings carrying it (GIN on catalogue_ref_keys) or holding its words (decisions/0072).
 * Exported for the benchmark's floor server, which runs exactly this SQL.
 */
export function listingSql(filters: ListingFilters, glossary: SearchGlossary = new Map()): ListingSql {
  const clauses = [liveListingSql()];
  const params: unknown[] = [];
  const add = (clause: string, ...values: unknown[]) => {
    clauses.push(clause);
    params.push(...values);
  };
  if (filters.category) add('c."category" = ?', filters.category);
  if (filters.metal) add('c."metal" = ?', filters.metal);
  if (filters.condition) add('c."condition" = ?', filters.condition);
  if (filters.minPrice !== undefined) add('c."price" >= ?', filters.minPrice);
  if (filters.maxPrice !== undefined) add('c."price" <= ?', filters.maxPrice);
  if (filters.location) add(`lower(c."location") LIKE ? ESCAPE '\\'`, `%${escapeLike(filters.location.toLowerCase())}%`);
  const identity = identityFilterConditions(filters);
  for (const condition of identity) add(condition.sql, ...condition.params);
  const parts = searchParts(filters.search, glossary);
  const terms = parts.terms;
  if (terms.length) {
    // Each word: itself (English stem or as written) or any of its glossary equivalents (as written); words ANDed.
    const query = textQuery(terms);
    add(`c."search_vector" @@ (${query.sql})`, ...query.params);
  }
  const refs = citedRefsCondition(parts);
  if (refs) add(refs.sql, ...refs.params);
  const texts = terms.length + (refs ? 1 : 0);
  const where = clauses.join(' AND ');
  const filtered = [filters.category, filters.metal, filters.condition, filters.minPrice ?? filters.maxPrice, filters.location];
  const order = ORDER[filters.sortBy];
  const count = `SELECT count(*)::int AS "count" FROM (SELECT 1 FROM "coins" c WHERE ${where} LIMIT ${COUNT_CAP + 1}) matches`;
  // `select`'s rows as one text: a BROWSE_COIN_LINE each, aggregated in the page's order.
  const pageLines =
    `SELECT coalesce(string_agg(${BROWSE_COIN_LINE}, E'\\n' ORDER BY ${order}), '') AS "lines" FROM "coins" c JOIN ` +
    `(SELECT c."id" FROM "coins" c WHERE ${where} ORDER BY ${order} LIMIT ? OFFSET ?) page ON page."id" = c."id"`;
  return {
    // The page's ids first (an index-only scan when an index covers the filters, so skipping
    // `offset` rows or filtering thousands reads no table rows), then only those rows.
    select:
      `SELECT ${COIN_RECORD_COLUMNS} FROM "coins" c JOIN ` +
      `(SELECT c."id" FROM "coins" c WHERE ${where} ORDER BY ${order} LIMIT ? OFFSET ?) page ON page."id" = c."id" ORDER BY ${order}`,
    pageLines,
    countAndPageLines: `SELECT (${count}) AS "count", (${pageLines}) AS "lines"`,
    count,
    estimate: texts ? `EXPLAIN (FORMAT JSON) SELECT 1 FROM "coins" c WHERE ${where}` : null,
    conditions: texts + filtered.filter((value) => value !== undefined).length + identity.length,
    params,
  };
}

/** One page of matches and, when asked for, their capped count. */
export interface ListingMatches {
  coins: BrowseCoinLine[];
  /** Matches up to COUNT_CAP + 1 (more than COUNT_CAP means "1,000+"); null when not asked for. */
  cappedCount: number | null;
}

/**
 * Browse and search over the live listings: one page and (when asked) the number of matches.
 * Without search words the capped count runs next to the page (an index-only scan of a B-tree,
 * at most ~2 ms at a million listings). With search words a middling word would have to scan tens
 * of thousands of rows to reach the cap, so the page runs next to the planner's estimate and the
 * count follows only when neither settles it: a page shorter than its limit is the exact count, an
 * estimate far above the cap is "1,000+" (decisions/0054).
 */
@Injectable()
export class ListingSearch {
  constructor(
    private readonly reads: SqlReads,
    private readonly glossary: SearchGlossaryStore,
  ) {}

  async page(filters: ListingFilters, { count }: { count: boolean }): Promise<ListingMatches> {
    const sql = listingSql(filters, filters.search ? await this.glossary.glossary() : new Map());
    const pageParams = [...sql.params, filters.limit, filters.offset];
    const counted = () => this.reads.rows<{ count: number }>(sql.count, sql.params).then(([row]) => row.count);
    const page = () => this.reads.rows<{ lines: string }>(sql.pageLines, pageParams).then(([row]) => browseCoinLines(row.lines));
    if (!count) return { coins: await page(), cappedCount: null };
    if (!sql.estimate) {
      // One round trip for both (decisions/0078).
      const [row] = await this.reads.rows<{ count: number; lines: string }>(sql.countAndPageLines, [...sql.params, ...pageParams]);
      return { coins: browseCoinLines(row.lines), cappedCount: row.count };
    }
    const [coins, explained] = await Promise.all([page(), this.reads.rows<Record<string, unknown>>(sql.estimate, sql.params)]);
    const proven = countProvenByPage(coins.length, filters.limit, filters.offset);
    if (proven !== null) return { coins, cappedCount: proven };
    if (estimateSuffices(estimatedRows(explained), sql.conditions)) return { coins, cappedCount: COUNT_CAP + 1 };
    return { coins, cappedCount: await counted() };
  }
}
