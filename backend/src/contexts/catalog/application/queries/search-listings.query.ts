import type { IdentityFilters } from '../../domain/identity-filters';
import { Query } from '@nestjs/cqrs';
import type { Category, Condition, Metal } from '../../domain/catalog-values';
import type { ListingPage } from './listing-page';

export { ListingPage } from './listing-page';

export const SORT_OPTIONS = ['recent', 'most-recent', 'price-low', 'price-high', 'oldest', 'popular', 'year-asc', 'year-desc'] as const;
export type SortBy = (typeof SORT_OPTIONS)[number];

/** Browse's filters; those on which coin it is (issue 13) are the domain's IdentityFilters. */
export interface ListingFilters extends IdentityFilters {
  search?: string;
  category?: Category;
  metal?: Metal;
  condition?: Condition;
  minPrice?: number;
  maxPrice?: number;
  /** Case-insensitive substring of the listing's location ("delhi" matches "New Delhi"). */
  location?: string;
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
