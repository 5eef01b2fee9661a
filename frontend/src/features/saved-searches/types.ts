import type { CoinIdentityQuery, YearSort } from '@/api/coin-identity';
import type { components } from '@/api/schema';

type FiltersDto = components['schemas']['SavedSearchFiltersDto'];

/**
 * The query of GET /api/coins without paging, as a saved search keeps it: with issue 13's filters and
 * year orders (api/coin-identity.ts) until schema.d.ts has them.
 */
export type SavedSearchFilters = Omit<FiltersDto, 'sortBy'> & CoinIdentityQuery & { sortBy: FiltersDto['sortBy'] | YearSort };

export type SavedSearch = Omit<components['schemas']['SavedSearchDto'], 'filters'> & { filters: SavedSearchFilters };

/** The most saved searches a user may keep (the server answers 409 beyond). */
export const SAVED_SEARCH_LIMIT = 20;

/** The longest name the server accepts. */
export const SAVED_SEARCH_NAME_MAX = 80;
