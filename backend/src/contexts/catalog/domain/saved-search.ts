import { ConflictError, ValidationError } from '../../../platform/kernel/errors';
import type { Category, Condition, Metal } from './catalog-values';
import { hasIdentityFilter, IdentityFilters } from './identity-filters';
import { searchTerms } from './search-terms';

/** How many searches one user may keep (a 409 beyond). */
export const SAVED_SEARCHES_PER_USER = 20;
export const SAVED_SEARCH_NAME_MAX = 80;

/** The sorts of browse (GET /api/coins); a saved search keeps one only for its link. */
export type SavedSearchSort = 'recent' | 'most-recent' | 'price-low' | 'price-high' | 'oldest' | 'popular' | 'year-asc' | 'year-desc';

/**
 * A saved search: exactly the filters of GET /api/coins, checked by the same rules and given back in
 * their checked form (category, metal and condition as slugs, text and location trimmed; the identity
 * filters of issue 13 as IdentityFilters); absent keys are no filter.
 */
export interface SavedSearchFilters extends IdentityFilters {
  search?: string;
  category?: Category;
  metal?: Metal;
  condition?: Condition;
  location?: string;
  minPrice?: number;
  maxPrice?: number;
  sortBy?: SavedSearchSort;
}

/** Whether the text holds a word browse searches by (punctuation alone is no search). */
export const hasSearchWords = (filters: SavedSearchFilters): boolean => searchTerms(filters.search ?? '').length > 0;

/** A saved search narrows the catalogue: search words or at least one filter (a sort alone is not a search). */
export function requireSomeFilter(filters: SavedSearchFilters): void {
  const { category, metal, condition, location, minPrice, maxPrice } = filters;
  if (hasSearchWords(filters) || hasIdentityFilter(filters) || [category, metal, condition, location, minPrice, maxPrice].some((value) => value !== undefined)) return;
  throw new ValidationError(
    'filters',
    'filters must hold search words or at least one filter (category, metal, condition, location, minPrice, maxPrice, ruler, mint, denomination, issuer, yearFrom, yearTo, certified)',
  );
}

export function requireRoomForAnother(savedSoFar: number): void {
  if (savedSoFar >= SAVED_SEARCHES_PER_USER) {
    throw new ConflictError(`You can keep at most ${SAVED_SEARCHES_PER_USER} saved searches: delete one to save another`);
  }
}

/** The name a search is kept under: the one given (trimmed), else its search text, else none (the app describes the filters). */
export function savedSearchName(name: string | undefined, filters: SavedSearchFilters): string | null {
  const given = name?.trim();
  if (given) return given;
  return filters.search?.trim().slice(0, SAVED_SEARCH_NAME_MAX) || null;
}

/**
 * The web app's address of the search (decisions/0039): `/search` with `q` and the filters, its
 * default sort (newest first, `recent` or `most-recent`) left out; `popular` is a sort only `/` offers.
 */
export function savedSearchLink(filters: SavedSearchFilters): string {
  const popular = filters.sortBy === 'popular';
  const sort = filters.sortBy === 'recent' || filters.sortBy === 'most-recent' ? undefined : filters.sortBy;
  const pairs: [string, string | number | undefined][] = [
    ['q', filters.search],
    ['category', filters.category],
    ['metal', filters.metal],
    ['condition', filters.condition],
    ['location', filters.location],
    ['minPrice', filters.minPrice],
    ['maxPrice', filters.maxPrice],
    ['ruler', filters.ruler],
    ['mint', filters.mint],
    ['denomination', filters.denomination],
    ['issuer', filters.issuer],
    ['yearFrom', filters.yearFrom],
    ['yearTo', filters.yearTo],
    ['certified', filters.certified ? 'true' : undefined],
    ['sort', sort],
  ];
  const query = new URLSearchParams(pairs.filter((pair): pair is [string, string | number] => pair[1] !== undefined).map(([key, value]): [string, string] => [key, String(value)]));
  const text = query.toString();
  return `${popular ? '/' : '/search'}${text ? `?${text}` : ''}`;
}
