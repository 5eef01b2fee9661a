import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { equivalentNames, NAMED_FIELDS, NamedField } from '../domain/coin-vocabulary/vocabulary-names';
import type { SavedSearchFilters } from '../domain/saved-search';
import { estimatedRows } from './capped-count';
import { citedRefsCondition, identityFilterConditions, searchParts, SqlCondition } from './identity-filter-sql';
import { lexemesOf, textQuery, wordQueryParams, wordQuerySql } from './search-text-query';
import { SearchGlossaryStore } from './search-glossary.store';
import { liveListingSql } from './live-listing-sql';

/** Lexemes and listing prefixes are compared on at most this many characters (a longer lexeme is found by its first 64). */
export const MATCH_KEY_LENGTH = 64;

/** The key of a search with neither words nor chips: it is found by its price range instead (saved-search-matcher.ts). */
export const NO_KEY = '#any';

/** What a saved search is matched by, besides its chips, price range and AD years (the columns of saved_searches). */
export interface SavedSearchMatchColumns {
  /** browse's tsquery of the search words (without the catalogue references cited), as text; null without search words. */
  query: string | null;
  /** Lower-cased as browse compares it; null without a location. */
  location: string | null;
  /** The names each identity filter matches (its value and its curated equivalents, as nameKey); null for no filter. */
  names: Record<NamedField, string[] | null>;
  /** The catalogue references cited in the search text (`km:450`), and browse's tsquery of their words; null when none. */
  refKeys: string[] | null;
  refQuery: string | null;
  /**
   * One necessary condition (decisions/0066), whichever PostgreSQL estimates the fewest live listings
   * meet: the lexemes of one search word as `t:…` (a listing holding none of them cannot match), the
   * search's exact chips as `#category=…&metal=…&condition=…`, an identity filter's names as
   * `@ruler=…` (any of them), or the cited references as `r:km:450` together with the lexemes of their
   * first word (a listing matches them by carrying them or by holding their words); else NO_KEY.
   */
  matchKeys: string[];
}

const LIVE = liveListingSql();
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
    const parts = searchParts(filters.search, filters.search ? await this.glossary.glossary() : new Map());
    const groups = parts.terms;
    const names = Object.fromEntries(NAMED_FIELDS.map((field) => [field, filters[field] ? equivalentNames(field, filters[field]) : null])) as Record<NamedField, string[] | null>;
    const refKeys = parts.refKeys.length ? parts.refKeys : null;
    const chips = chipKey(filters);
    const options: KeyOption[] = [];
    const text = groups.length || parts.refTerms.length ? await this.textColumns(groups, parts.refTerms) : { query: null, refQuery: null, words: [], refWord: [] };
    for (const [index, group] of groups.entries()) {
      const lexemes = text.words[index];
      if (!lexemes.length) continue;
      const keys = [...new Set(lexemes.map(lexemeKey))];
      options.push({ keys, shortest: Math.min(...lexemes.map((lexeme) => lexeme.length)), estimate: () => this.wordEstimate(group) });
    }
    if (chips) options.push({ keys: [chips], shortest: Number.MAX_SAFE_INTEGER, estimate: () => this.chipsEstimate(filters) });
    for (const field of NAMED_FIELDS) {
      const matched = names[field];
      if (!matched) continue;
      const [condition] = identityFilterConditions({ [field]: filters[field] });
      options.push({ keys: matched.map((name) => namedKey(field, name)), shortest: Number.MAX_SAFE_INTEGER, estimate: () => this.estimate(condition) });
    }
    const refs = citedRefsCondition(parts);
    // A reference word PostgreSQL reduces to nothing would leave only the `r:` keys, which a listing holding the words lacks: no key then.
    if (refs && refKeys && (text.refWord.length || !parts.refTerms.length)) {
      options.push({ keys: [...refKeys.map((key) => `r:${key}`), ...text.refWord.map(lexemeKey)], shortest: Number.MAX_SAFE_INTEGER, estimate: () => this.estimate(refs) });
    }
    return { query: text.query, location, names, refKeys, refQuery: text.refQuery, matchKeys: (await rarest(options))?.keys ?? [NO_KEY] };
  }

  /**
   * The search words' tsquery and the cited references' (as text, normalised by PostgreSQL as browse's
   * are), with the lexemes of each word and of the references' first word.
   */
  private async textColumns(groups: string[][], refGroups: string[][]): Promise<{ query: string | null; refQuery: string | null; words: string[][]; refWord: string[] }> {
    const query = groups.length ? textQuery(groups) : null;
    const refQuery = refGroups.length ? textQuery(refGroups) : null;
    const columns = [
      `${query ? `(${query.sql})::text` : 'NULL'} AS "query"`,
      `${refQuery ? `(${refQuery.sql})::text` : 'NULL'} AS "refQuery"`,
      ...groups.map((group, index) => `${wordQuerySql(group)}::text AS "w${index}"`),
      refGroups.length ? `${wordQuerySql(refGroups[0])}::text AS "r0"` : 'NULL AS "r0"',
    ];
    const [row] = await this.connection().execute<Record<string, string | null>[]>(`SELECT ${columns.join(', ')}`, [
      ...(query?.params ?? []),
      ...(refQuery?.params ?? []),
      ...groups.flatMap(wordQueryParams),
      ...(refGroups.length ? wordQueryParams(refGroups[0]) : []),
    ]);
    return {
      query: row.query,
      refQuery: row.refQuery,
      words: groups.map((_group, index) => lexemesOf(row[`w${index}`] ?? '')),
      refWord: lexemesOf(row.r0 ?? ''),
    };
  }

  private connection() {
    return this.em.getConnection();
  }

  /** The planner's estimate of the live listings one search word (with its equivalents and prefixes) is in. */
  private async wordEstimate(group: readonly string[]): Promise<number> {
    const sql = `EXPLAIN (FORMAT JSON) SELECT 1 FROM "coins" c WHERE ${LIVE} AND c."search_vector" @@ ${wordQuerySql(group)}`;
    return estimatedRows(await this.connection().execute<Record<string, unknown>[]>(sql, wordQueryParams(group)));
  }

  /** The planner's estimate of the live listings meeting one condition. */
  private async estimate(condition: SqlCondition): Promise<number> {
    const sql = `EXPLAIN (FORMAT JSON) SELECT 1 FROM "coins" c WHERE ${LIVE} AND ${condition.sql}`;
    return estimatedRows(await this.connection().execute<Record<string, unknown>[]>(sql, condition.params));
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

const lexemeKey = (lexeme: string): string => `t:${[...lexeme].slice(0, MATCH_KEY_LENGTH).join('')}`;

/** An identity filter's name as a key (`@ruler=akbar`), as LISTING_MATCH_KEYS_SQL writes the listing's. */
const namedKey = (field: NamedField, name: string): string => `@${field}=${[...name].slice(0, MATCH_KEY_LENGTH).join('')}`;

/** The search's chips as one key (`#category=mughal&metal=gold`), in a fixed order; null without chips. */
export function chipKey(filters: Pick<SavedSearchFilters, (typeof CHIPS)[number]>): string | null {
  const present = CHIPS.filter((chip) => filters[chip]).map((chip) => `${chip}=${filters[chip]}`);
  return present.length ? `#${present.join('&')}` : null;
}

/**
 * The keys of a listing: `t:` + every prefix (up to MATCH_KEY_LENGTH characters) of every lexeme of
 * its search vector, its chips in every combination a search may hold (chipKey's form, in the same
 * order), its ruler, mint, denomination and issuer lower-cased (`@ruler=akbar`) and its catalogue
 * references (`r:km:450`). A search's key is among them whenever the listing can match it; NO_KEY never is.
 */
export const LISTING_MATCH_KEYS_SQL = `ARRAY(
  SELECT '#' || concat_ws('&', CASE WHEN chosen.c THEN 'category=' || c."category" END, CASE WHEN chosen.m THEN 'metal=' || c."metal" END,
                               CASE WHEN chosen.k THEN 'condition=' || c."condition" END)
  FROM (VALUES (true, false, false), (false, true, false), (false, false, true), (true, true, false), (true, false, true), (false, true, true),
               (true, true, true)) chosen(c, m, k)
  WHERE NOT (chosen.m AND c."metal" IS NULL)
  UNION ALL SELECT DISTINCT 't:' || left(lexeme, n) FROM unnest(tsvector_to_array(c."search_vector")) lexeme, generate_series(1, least(length(lexeme), ${MATCH_KEY_LENGTH})) n
  UNION ALL SELECT '@' || named.field || '=' || left(lower(named.value), ${MATCH_KEY_LENGTH})
  FROM (VALUES ('ruler', c."ruler"), ('mint', c."mint"), ('denomination', c."denomination"), ('issuer', c."issuer")) named(field, value) WHERE named.value IS NOT NULL
  UNION ALL SELECT 'r:' || ref FROM unnest(c."catalogue_ref_keys") ref
)`;
