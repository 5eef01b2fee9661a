import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { ListingStreams } from '../../infrastructure/listing-streams';
import { ReleaseListingReservationCommand } from './release-listing-reservation.command';

/** Appends ListingReservationReleased; Offers' durable consumer marks the accepted offer released (decisions/0043, 0068). */
@CommandHandler(ReleaseListingReservationCommand)
export class ReleaseListingReservationHandler implements ICommandHandler<ReleaseListingReservationCommand> {
  constructor(private readonly listings: ListingStreams) {}

  async execute({ listingId, actor }: ReleaseListingReservationCommand): Promise<void> {
    await this.listings.execute(listingId, { kind: 'releaseReservation', actor });
  }
}
