import { Query } from '@nestjs/cqrs';
import type { Category, Condition, Metal } from '../../domain/catalog-values';
import type { ListingPage } from './listing-page';

export { ListingPage } from './listing-page';

export const SORT_OPTIONS = ['recent', 'most-recent', 'price-low', 'price-high', 'oldest', 'popular'] as const;
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
