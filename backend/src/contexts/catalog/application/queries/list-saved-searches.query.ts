import { Query } from '@nestjs/cqrs';
import type { Principal } from '../../../../platform/kernel/principal';
import type { SavedSearchView } from '../saved-search-view';

/** The owner's saved searches, newest first. */
export class ListSavedSearchesQuery extends Query<SavedSearchView[]> {
  constructor(readonly owner: Principal) {
    super();
  }
}
