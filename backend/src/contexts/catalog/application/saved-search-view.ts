import type { SavedSearchFilters } from '../domain/saved-search';

/** A saved search as the API shows it to its owner. */
export interface SavedSearchView {
  id: number;
  /** The name given, else the search text; null when neither (the app describes the filters). */
  name: string | null;
  filters: SavedSearchFilters;
  createdAt: string;
  /** The web app's address of the search, e.g. `/search?q=mohur&category=mughal`. */
  link: string;
}
