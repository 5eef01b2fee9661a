import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { requireSomeFilter, savedSearchName } from '../../domain/saved-search';
import { SavedSearchColumns } from '../../infrastructure/saved-search-columns';
import { SavedSearches } from '../../infrastructure/saved-searches.store';
import type { SavedSearchView } from '../saved-search-view';
import { SaveSearchCommand } from './save-search.command';

@CommandHandler(SaveSearchCommand)
export class SaveSearchHandler implements ICommandHandler<SaveSearchCommand> {
  constructor(
    private readonly searches: SavedSearches,
    private readonly columns: SavedSearchColumns,
  ) {}

  async execute({ owner, name, filters }: SaveSearchCommand): Promise<SavedSearchView> {
    requireSomeFilter(filters);
    return this.searches.save(owner.userId, savedSearchName(name, filters), filters, await this.columns.of(filters));
  }
}
