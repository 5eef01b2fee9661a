import type { components } from '@/api/schema';

export type SavedSearch = components['schemas']['SavedSearchDto'];

/** The query of GET /api/coins without paging, as a saved search keeps it. */
export type SavedSearchFilters = components['schemas']['SavedSearchFiltersDto'];

/** The most saved searches a user may keep (the server answers 409 beyond). */
export const SAVED_SEARCH_LIMIT = 20;

/** The longest name the server accepts. */
export const SAVED_SEARCH_NAME_MAX = 80;
