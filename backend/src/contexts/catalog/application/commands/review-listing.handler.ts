import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { ListingStreams } from '../../infrastructure/listing-streams';
import { ReviewListingCommand } from './review-listing.command';

@CommandHandler(ReviewListingCommand)
export class ReviewListingHandler implements ICommandHandler<ReviewListingCommand> {
  constructor(private readonly listings: ListingStreams) {}

  async execute({ listingId, admin, approved, reason }: ReviewListingCommand): Promise<void> {
    await this.listings.execute(listingId, { kind: 'decide', approved, reason, actor: admin });
  }
}
