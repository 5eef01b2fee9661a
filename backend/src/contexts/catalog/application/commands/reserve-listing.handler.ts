import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { ListingStreams, RACING_ATTEMPTS } from '../../infrastructure/listing-streams';
import { ReserveListingCommand } from './reserve-listing.command';

@CommandHandler(ReserveListingCommand)
export class ReserveListingHandler implements ICommandHandler<ReserveListingCommand> {
  constructor(private readonly listings: ListingStreams) {}

  async execute({ listingId, offerId, seller }: ReserveListingCommand): Promise<void> {
    // A lost append race is decided again on the new stream, so the loser hears why (reserved, sold…).
    await this.listings.execute(listingId, { kind: 'reserve', offerId, actor: seller }, { attempts: RACING_ATTEMPTS });
  }
}
