import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { ListingStreams } from '../../infrastructure/listing-streams';
import { SubmitListingCommand } from './submit-listing.command';

@CommandHandler(SubmitListingCommand)
export class SubmitListingHandler implements ICommandHandler<SubmitListingCommand> {
  constructor(private readonly streams: ListingStreams) {}

  async execute({ listingId, sellerId, tx }: SubmitListingCommand): Promise<void> {
    await this.streams.execute(listingId, { kind: 'submit', listingId, sellerId }, tx);
  }
}
