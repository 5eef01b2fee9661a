import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { ListingWatches } from '../../infrastructure/listing-watches.store';
import { UnwatchListingCommand } from './unwatch-listing.command';

@CommandHandler(UnwatchListingCommand)
export class UnwatchListingHandler implements ICommandHandler<UnwatchListingCommand> {
  constructor(private readonly watches: ListingWatches) {}

  execute({ viewer, listingId }: UnwatchListingCommand): Promise<void> {
    return this.watches.unwatch(viewer, listingId);
  }
}
