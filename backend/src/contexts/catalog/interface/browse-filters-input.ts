import { ValidationError } from '../../../platform/kernel/errors';
import type { ListingFilters } from '../application/queries/search-listings.query';
import { parseCategory, parseCondition, parseMetal } from '../domain/catalog-values';
import { yearInIndia } from '../domain/coin-era';
import { checkIdentityFilters } from '../domain/identity-filters';
import type { SearchCoinsDto } from './dto/search-coins.dto';

/** GET /api/coins's query, checked by its DTO, as the browse query's filters (empty values are no filter; a bad one is a 400 naming it). */
export function browseFiltersOf(query: SearchCoinsDto, now = new Date()): ListingFilters {
  if (query.minPrice !== undefined && query.maxPrice !== undefined && query.minPrice > query.maxPrice) {
    throw new ValidationError('minPrice', 'minPrice must not be greater than maxPrice');
  }
  return {
    search: query.search,
    category: query.category ? parseCategory(query.category) : undefined,
    metal: query.metal ? parseMetal(query.metal) : undefined,
    condition: query.condition ? parseCondition(query.condition) : undefined,
    minPrice: query.minPrice,
    maxPrice: query.maxPrice,
    location: query.location?.trim() || undefined,
    ...checkIdentityFilters(query, yearInIndia(now)),
    sortBy: query.sortBy ?? 'recent',
    limit: query.limit ?? 20,
    offset: query.offset ?? 0,
  };
}
