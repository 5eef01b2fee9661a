import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { SavedSearchFilters } from '../domain/saved-search';
import { expandSearchTerms, searchTerms } from '../domain/search-terms';
import { estimatedRows } from './capped-count';
import { lexemesOf, textQuery, wordQueryParams, wordQuerySql } from './search-text-query';
import { SearchGlossaryStore } from './search-glossary.store';

/** Lexemes and listing prefixes are compared on at most this many characters (a longer lexeme is found by its first 64). */
export const MATCH_KEY_LENGTH = 64;

/** The key of a search with neither words nor chips: it is found by its price range instead (saved-search-matcher.ts). */
export const NO_KEY = '#any';

/** What a saved search is matched by, besides its chips and price range (the columns of saved_searches). */
export interface SavedSearchMatchColumns {
  /** browse's tsquery of the search words, as text; null without search words. */
  query: string | null;
  /** Lower-cased as browse compares it; null without a location. */
  location: string | null;
  /**
   * One necessary condition (decisions/0066), whichever PostgreSQL estimates the fewest live listings
   * meet: the lexemes of one search word as `t:…` (a listing holding none of them cannot match), or
   * the search's exact chips as `#category=…&metal=…&condition=…`; else NO_KEY.
   */
  matchKeys: string[];
}

const LIVE = 'c."is_approved" AND c."deleted_at" IS NULL';
const CHIPS = ['category', 'metal', 'condition'] as const;

/**
 * Turns a saved search's filters into its match columns, with browse's rules: the search words
 * expanded through the glossary and normalised by PostgreSQL exactly as GET /api/coins does it, the
 * location lower-cased and trimmed. The glossary changes only with a migration; one that changes it
 * must rebuild `query` and `match_keys` of the saved searches.
 */
@Injectable()
export class SavedSearchColumns {
  constructor(
    private readonly em: EntityManager,
    private readonly glossary: SearchGlossaryStore,
  ) {}

  async of(filters: SavedSearchFilters): Promise<SavedSearchMatchColumns> {
    const location = filters.location?.trim().toLowerCase() || null;
    const groups = expandSearchTerms(searchTerms(filters.search ?? ''), filters.search ? await this.glossary.glossary() : new Map());
    const chips = chipKey(filters);
    if (!groups.length) return { query: null, location, matchKeys: [chips ?? NO_KEY] };
    const query = textQuery(groups);
    const words = groups.map((group, index) => `${wordQuerySql(group)}::text AS "w${index}"`);
    const [row] = await this.connection().execute<Record<string, string>[]>(`SELECT (${query.sql})::text AS "query", ${words.join(', ')}`, [
      ...query.params,
      ...groups.flatMap(wordQueryParams),
    ]);
    const options: KeyOption[] = [];
    for (const [index, group] of groups.entries()) {
      const lexemes = lexemesOf(row[`w${index}`]);
      if (!lexemes.length) continue;
      const keys = [...new Set(lexemes.map((lexeme) => `t:${[...lexeme].slice(0, MATCH_KEY_LENGTH).join('')}`))];
      options.push({ keys, shortest: Math.min(...lexemes.map((lexeme) => lexeme.length)), estimate: () => this.wordEstimate(group) });
    }
    if (chips) options.push({ keys: [chips], shortest: Number.MAX_SAFE_INTEGER, estimate: () => this.chipsEstimate(filters) });
    return { query: row.query, location, matchKeys: (await rarest(options))?.keys ?? [chips ?? NO_KEY] };
  }

  private connection() {
    return this.em.getConnection();
  }

  /** The planner's estimate of the live listings one search word (with its equivalents and prefixes) is in. */
  private async wordEstimate(group: readonly string[]): Promise<number> {
    const sql = `EXPLAIN (FORMAT JSON) SELECT 1 FROM "coins" c WHERE ${LIVE} AND c."search_vector" @@ ${wordQuerySql(group)}`;
    return estimatedRows(await this.connection().execute<Record<string, unknown>[]>(sql, wordQueryParams(group)));
  }

  /** The planner's estimate of the live listings with the search's chips. */
  private async chipsEstimate(filters: SavedSearchFilters): Promise<number> {
    const present = CHIPS.filter((chip) => filters[chip]);
    const sql = `EXPLAIN (FORMAT JSON) SELECT 1 FROM "coins" c WHERE ${LIVE}${present.map((chip) => ` AND c."${chip}" = ?`).join('')}`;
    return estimatedRows(await this.connection().execute<Record<string, unknown>[]>(sql, present.map((chip) => filters[chip])));
  }
}

interface KeyOption {
  keys: string[];
  /** Its shortest lexeme: on equal estimates the longer prefix is found in fewer listings. */
  shortest: number;
  estimate: () => Promise<number>;
}

/** The option PostgreSQL expects the fewest listings to meet (its statistics of `coins`); ties go to the longest lexeme. */
async function rarest(options: KeyOption[]): Promise<KeyOption | undefined> {
  if (options.length < 2) return options[0];
  const ranked: { option: KeyOption; rows: number }[] = [];
  for (const option of options) {
    const rows = await option.estimate();
    ranked.push({ option, rows: Number.isFinite(rows) ? rows : Number.MAX_VALUE });
  }
  ranked.sort((a, b) => a.rows - b.rows || b.option.shortest - a.option.shortest);
  return ranked[0].option;
}

/** The search's chips as one key (`#category=mughal&metal=gold`), in a fixed order; null without chips. */
export function chipKey(filters: Pick<SavedSearchFilters, (typeof CHIPS)[number]>): string | null {
  const present = CHIPS.filter((chip) => filters[chip]).map((chip) => `${chip}=${filters[chip]}`);
  return present.length ? `#${present.join('&')}` : null;
}

/**
 * The keys of a listing: `t:` + every prefix (up to MATCH_KEY_LENGTH characters) of every lexeme of
 * its search vector, and its chips in every combination a search may hold (chipKey's form, in the
 * same order). A search's key is among them whenever the listing can match it; NO_KEY never is.
 */
export const LISTING_MATCH_KEYS_SQL = `ARRAY(
  SELECT '#' || concat_ws('&', CASE WHEN chosen.c THEN 'category=' || c."category" END, CASE WHEN chosen.m THEN 'metal=' || c."metal" END,
                               CASE WHEN chosen.k THEN 'condition=' || c."condition" END)
  FROM (VALUES (true, false, false), (false, true, false), (false, false, true), (true, true, false), (true, false, true), (false, true, true),
               (true, true, true)) chosen(c, m, k)
  WHERE NOT (chosen.m AND c."metal" IS NULL)
  UNION ALL SELECT DISTINCT 't:' || left(lexeme, n) FROM unnest(tsvector_to_array(c."search_vector")) lexeme, generate_series(1, least(length(lexeme), ${MATCH_KEY_LENGTH})) n
)`;
