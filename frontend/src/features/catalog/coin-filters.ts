import type { operations } from '@/api/schema';
import { ALL, type SortBy } from './values';

/** What the browse and search screens filter by; empty strings and `all` mean no filter. */
export interface CoinFilters {
  search: string;
  category: string;
  metal: string;
  condition: string;
  location: string;
  minPrice: number | null;
  maxPrice: number | null;
  sortBy: SortBy;
}

/** The query string of GET /api/coins, without limit and offset. */
export type CoinQuery = Omit<NonNullable<operations['Coins_search']['parameters']['query']>, 'limit' | 'offset'>;

export const PAGE_SIZE = 20;

export function emptyFilters(sortBy: SortBy): CoinFilters {
  return { search: '', category: '', metal: '', condition: '', location: '', minPrice: null, maxPrice: null, sortBy };
}

const text = (value: string) => {
  const trimmed = value.trim();
  return trimmed === '' || trimmed === ALL ? undefined : trimmed;
};

/** Filters as query parameters: empty and `all` values are left out, the rest trimmed (spec §7). */
export function toCoinQuery(filters: CoinFilters): CoinQuery {
  const query = {
    search: text(filters.search),
    category: text(filters.category),
    metal: text(filters.metal),
    condition: text(filters.condition),
    location: text(filters.location)?.toLowerCase(),
    minPrice: filters.minPrice ?? undefined,
    maxPrice: filters.maxPrice ?? undefined,
    sortBy: filters.sortBy,
  };
  // The selects offer only the API's slugs, so the values are the query's own.
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined)) as CoinQuery;
}

/** True when there is search text or at least one filter (the sort order is not a filter). */
export function hasSearchCriteria(filters: CoinFilters): boolean {
  const { sortBy: _sortBy, ...criteria } = toCoinQuery(filters);
  return Object.keys(criteria).length > 0;
}

/**
 * The offset of the next page: pages are full until the end, so more exist while the last page held
 * exactly PAGE_SIZE coins (spec §4). Undefined at the end.
 */
export function nextOffset(pages: readonly (readonly unknown[])[]): number | undefined {
  const last = pages.at(-1);
  if (!last || last.length < PAGE_SIZE) return undefined;
  return pages.reduce((loaded, page) => loaded + page.length, 0);
}
