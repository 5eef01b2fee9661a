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
  sort: (sortBy: Exclude<SavedSearchFilters['sortBy'], NewestFirst>) => string;
}

/** Newest first is the order a search has unless one is chosen: not worth a word. */
type NewestFirst = 'recent' | 'most-recent';

const isNewestFirst = (sortBy: SavedSearchFilters['sortBy']): sortBy is NewestFirst => sortBy === 'recent' || sortBy === 'most-recent';

/**
 * A saved search in words, part by part: its text, category, metal, condition, place, price range and
 * a chosen order. The server makes no label (decisions/0066), so an unnamed search is shown as these
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
  if (filters.sortBy && !isNewestFirst(filters.sortBy)) parts.push(words.sort(filters.sortBy));
  return parts;
}
