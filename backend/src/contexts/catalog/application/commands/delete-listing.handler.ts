import { CommandHandler, EventBus, ICommandHandler } from '@nestjs/cqrs';
import { ListingStreams } from '../../infrastructure/listing-streams';
import { ListingDeletedEvent } from '../events/listing-lifecycle.events';
import { DeleteListingCommand } from './delete-listing.command';

@CommandHandler(DeleteListingCommand)
export class DeleteListingHandler implements ICommandHandler<DeleteListingCommand> {
  constructor(
    private readonly listings: ListingStreams,
    private readonly events: EventBus,
  ) {}

  async execute({ listingId, actor }: DeleteListingCommand): Promise<void> {
    await this.listings.execute(listingId, { kind: 'delete', actor });
    this.events.publish(new ListingDeletedEvent(listingId));
  }
}
