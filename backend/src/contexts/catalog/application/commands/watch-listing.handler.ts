import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { ListingWatches } from '../../infrastructure/listing-watches.store';
import { WatchListingCommand } from './watch-listing.command';

@CommandHandler(WatchListingCommand)
export class WatchListingHandler implements ICommandHandler<WatchListingCommand> {
  constructor(private readonly watches: ListingWatches) {}

  execute({ viewer, listingId }: WatchListingCommand): Promise<void> {
    return this.watches.watch(viewer, listingId);
  }
}
