import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { ListingStreams } from '../../infrastructure/listing-streams';
import { DeleteListingCommand } from './delete-listing.command';

/** Appends ListingDeleted; Offers' durable consumer rejects the listing's pending offers (decisions/0068). */
@CommandHandler(DeleteListingCommand)
export class DeleteListingHandler implements ICommandHandler<DeleteListingCommand> {
  constructor(private readonly listings: ListingStreams) {}

  async execute({ listingId, actor }: DeleteListingCommand): Promise<void> {
    await this.listings.execute(listingId, { kind: 'delete', actor });
  }
}
