import { Query } from '@nestjs/cqrs';
import type { Category, Condition, Metal } from '../../domain/catalog-values';
import type { ListingPage } from './listing-page';

export { ListingPage } from './listing-page';

export const SORT_OPTIONS = ['recent', 'most-recent', 'price-low', 'price-high', 'oldest', 'popular', 'year-asc', 'year-desc'] as const;
export type SortBy = (typeof SORT_OPTIONS)[number];

export interface ListingFilters {
  search?: string;
  category?: Category;
  metal?: Metal;
  condition?: Condition;
  minPrice?: number;
  maxPrice?: number;
  /** Case-insensitive substring of the listing's location ("delhi" matches "New Delhi"). */
  location?: string;
  /**
   * Which coin (issue 13): the whole value, compared case-insensitively, also matching the other
   * language's name of the curated list (ruler=अकबर finds "Akbar"). Normalised by nameKey.
   */
  ruler?: string;
  mint?: string;
  denomination?: string;
  issuer?: string;
  /** On the listing's AD year (yearAd), both ends included. */
  yearFrom?: number;
  yearTo?: number;
  /** Only certified listings; absent: no filter. */
  certified?: true;
  /** year-asc and year-desc order by yearAd, listings without one last. */
  sortBy: SortBy;
  limit: number;
  offset: number;
}

/** Public browse and search: approved, undeleted listings (sold ones included). */
export class SearchListingsQuery extends Query<ListingPage> {
  constructor(readonly filters: ListingFilters) {
    super();
  }
}
