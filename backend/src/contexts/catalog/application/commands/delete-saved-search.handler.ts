import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { SavedSearches } from '../../infrastructure/saved-searches.store';
import { DeleteSavedSearchCommand } from './delete-saved-search.command';

@CommandHandler(DeleteSavedSearchCommand)
export class DeleteSavedSearchHandler implements ICommandHandler<DeleteSavedSearchCommand> {
  constructor(private readonly searches: SavedSearches) {}

  execute({ owner, savedSearchId }: DeleteSavedSearchCommand): Promise<void> {
    return this.searches.delete(owner.userId, savedSearchId);
  }
}
