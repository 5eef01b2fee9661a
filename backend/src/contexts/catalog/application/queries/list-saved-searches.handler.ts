import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { SavedSearches } from '../../infrastructure/saved-searches.store';
import type { SavedSearchView } from '../saved-search-view';
import { ListSavedSearchesQuery } from './list-saved-searches.query';

@QueryHandler(ListSavedSearchesQuery)
export class ListSavedSearchesHandler implements IQueryHandler<ListSavedSearchesQuery> {
  constructor(private readonly searches: SavedSearches) {}

  execute({ owner }: ListSavedSearchesQuery): Promise<SavedSearchView[]> {
    return this.searches.list(owner.userId);
  }
}
