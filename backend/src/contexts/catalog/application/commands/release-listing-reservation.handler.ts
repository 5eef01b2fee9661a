import { CommandHandler, EventBus, ICommandHandler } from '@nestjs/cqrs';
import { ListingStreams } from '../../infrastructure/listing-streams';
import { ListingReservationReleasedEvent } from '../events/listing-lifecycle.events';
import { ReleaseListingReservationCommand } from './release-listing-reservation.command';

@CommandHandler(ReleaseListingReservationCommand)
export class ReleaseListingReservationHandler implements ICommandHandler<ReleaseListingReservationCommand> {
  constructor(
    private readonly listings: ListingStreams,
    private readonly events: EventBus,
  ) {}

  async execute({ listingId, actor }: ReleaseListingReservationCommand): Promise<void> {
    const { events } = await this.listings.execute(listingId, { kind: 'releaseReservation', actor });
    for (const event of events) {
      if (event.type === 'ListingReservationReleased') this.events.publish(new ListingReservationReleasedEvent(listingId, event.data.offerId, event.data.by));
    }
  }
}
