import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { ListingStreams } from '../../infrastructure/listing-streams';
import { ResubmitListingCommand } from './resubmit-listing.command';

@CommandHandler(ResubmitListingCommand)
export class ResubmitListingHandler implements ICommandHandler<ResubmitListingCommand> {
  constructor(private readonly streams: ListingStreams) {}

  async execute({ listingId, userId, tx }: ResubmitListingCommand): Promise<void> {
    await this.streams.execute(listingId, { kind: 'resubmit', actor: { userId, isAdmin: false } }, tx);
  }
}
