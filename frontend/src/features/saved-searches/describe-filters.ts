import type { SavedSearchFilters } from './types';

/** How each part of a search reads in the interface's language. */
export interface FilterWords {
  text: (words: string) => string;
  category: (slug: string) => string;
  metal: (slug: string) => string;
  condition: (slug: string) => string;
  city: (slug: string) => string;
  priceBetween: (min: number, max: number) => string;
  priceFrom: (min: number) => string;
  priceUpTo: (max: number) => string;
  denomination: (name: string) => string;
  ruler: (name: string) => string;
  mint: (name: string) => string;
  issuer: (name: string) => string;
  yearBetween: (from: number, to: number) => string;
  yearFrom: (from: number) => string;
  yearUpTo: (to: number) => string;
  certified: () => string;
  sort: (sortBy: Exclude<SavedSearchFilters['sortBy'], NewestFirst>) => string;
}

/** Newest first is the order a search has unless one is chosen: not worth a word. */
type NewestFirst = 'recent' | 'most-recent';

const isNewestFirst = (sortBy: SavedSearchFilters['sortBy']): sortBy is NewestFirst => sortBy === 'recent' || sortBy === 'most-recent';

/**
 * A saved search in words, part by part: its text, category, metal, condition, place, price range, the
 * coin's denomination, ruler, mint and issuer, its AD years, "certified only" and a chosen order. The server makes no label (decisions/0066), so an unnamed search is shown as these
 * parts in the reader's language.
 */
export function describeFilters(filters: SavedSearchFilters, words: FilterWords): string[] {
  const parts: string[] = [];
  if (filters.search) parts.push(words.text(filters.search));
  if (filters.category) parts.push(words.category(filters.category));
  if (filters.metal) parts.push(words.metal(filters.metal));
  if (filters.condition) parts.push(words.condition(filters.condition));
  if (filters.location) parts.push(words.city(filters.location));
  const { minPrice, maxPrice } = filters;
  if (minPrice !== undefined && maxPrice !== undefined) parts.push(words.priceBetween(minPrice, maxPrice));
  else if (minPrice !== undefined) parts.push(words.priceFrom(minPrice));
  else if (maxPrice !== undefined) parts.push(words.priceUpTo(maxPrice));
  if (filters.denomination) parts.push(words.denomination(filters.denomination));
  if (filters.ruler) parts.push(words.ruler(filters.ruler));
  if (filters.mint) parts.push(words.mint(filters.mint));
  if (filters.issuer) parts.push(words.issuer(filters.issuer));
  const { yearFrom, yearTo } = filters;
  if (yearFrom !== undefined && yearTo !== undefined) parts.push(words.yearBetween(yearFrom, yearTo));
  else if (yearFrom !== undefined) parts.push(words.yearFrom(yearFrom));
  else if (yearTo !== undefined) parts.push(words.yearUpTo(yearTo));
  if (filters.certified === 'true') parts.push(words.certified());
  if (filters.sortBy && !isNewestFirst(filters.sortBy)) parts.push(words.sort(filters.sortBy));
  return parts;
}
