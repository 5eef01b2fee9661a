import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { ListingStreams } from '../../infrastructure/listing-streams';
import { HideListingCommand } from './hide-listing.command';

/**
 * Appends ListingHidden to the listing's stream, projected onto its row in the same transaction
 * (decisions/0083); Notifications' durable consumer tells the seller why.
 */
@CommandHandler(HideListingCommand)
export class HideListingHandler implements ICommandHandler<HideListingCommand> {
  constructor(private readonly listings: ListingStreams) {}

  async execute({ listingId, adminId, reason }: HideListingCommand): Promise<void> {
    await this.listings.execute(listingId, { kind: 'hide', by: adminId, reason });
  }
}
