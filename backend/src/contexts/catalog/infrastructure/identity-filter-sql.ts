import { citedRefs } from '../domain/catalogue-refs';
import { equivalentNames, NAMED_FIELDS } from '../domain/coin-vocabulary/vocabulary-names';
import { expandSearchTerms, SearchGlossary, searchTerms } from '../domain/search-terms';
import type { ListingFilters } from '../application/queries/search-listings.query';
import { textArrayLiteral, textQuery } from './search-text-query';

/** One condition on "coins" c, with `?` placeholders, and its parameters. */
export interface SqlCondition {
  sql: string;
  params: unknown[];
}

/** The column of each named filter; compared lower-cased (indexed as lower(column) on live listings). */
const COLUMNS = { ruler: 'ruler', mint: 'mint', denomination: 'denomination', issuer: 'issuer' } as const;

/**
 * The conditions of the identity filters of browse (issue 13), shared by GET /api/coins and the
 * saved searches' estimates: ruler, mint, denomination, issuer (the value and its curated
 * equivalents, whole and case-insensitive), the AD year range, certified only.
 */
export function identityFilterConditions(filters: Pick<ListingFilters, 'ruler' | 'mint' | 'denomination' | 'issuer' | 'yearFrom' | 'yearTo' | 'certified'>): SqlCondition[] {
  const conditions: SqlCondition[] = [];
  for (const field of NAMED_FIELDS) {
    const value = filters[field];
    if (value) conditions.push({ sql: `lower(c."${COLUMNS[field]}") = ANY(?::text[])`, params: [textArrayLiteral(equivalentNames(field, value))] });
  }
  if (filters.yearFrom !== undefined) conditions.push({ sql: 'c."year_ad" >= ?', params: [filters.yearFrom] });
  if (filters.yearTo !== undefined) conditions.push({ sql: 'c."year_ad" <= ?', params: [filters.yearTo] });
  if (filters.certified) conditions.push({ sql: 'c."certification_service" IS NOT NULL', params: [] });
  return conditions;
}

/** A search text split into its catalogue references and its words, as browse reads it. */
export interface SearchParts {
  /** Each remaining word with its glossary equivalents (expandSearchTerms). */
  terms: string[][];
  /** The cited references' keys (`km:450`), empty when none is cited. */
  refKeys: string[];
  /** The words of the cited references ("KM 450" → km, 450), with their equivalents. */
  refTerms: string[][];
}

export function searchParts(search: string | undefined, glossary: SearchGlossary): SearchParts {
  const cited = citedRefs(search ?? '');
  return {
    terms: expandSearchTerms(searchTerms(cited.rest), glossary),
    refKeys: cited.keys,
    refTerms: cited.keys.length ? expandSearchTerms(searchTerms(cited.text), glossary) : [],
  };
}

/**
 * The condition of the references cited in a search ("KM 450", "KM#450", "Pridmore 123"): the listing
 * carries them all as catalogue references, or (as before issue 13) holds their words in its text.
 * Null when none is cited.
 */
export function citedRefsCondition(parts: SearchParts): SqlCondition | null {
  if (!parts.refKeys.length) return null;
  if (!parts.refTerms.length) return { sql: 'c."catalogue_ref_keys" @> ?::text[]', params: [textArrayLiteral(parts.refKeys)] };
  const words = textQuery(parts.refTerms);
  return { sql: `(c."catalogue_ref_keys" @> ?::text[] OR c."search_vector" @@ (${words.sql}))`, params: [textArrayLiteral(parts.refKeys), ...words.params] };
}
