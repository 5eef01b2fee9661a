import { CommandHandler, EventBus, ICommandHandler } from '@nestjs/cqrs';
import { Actors } from '../../infrastructure/actors';
import { ListingStreams } from '../../infrastructure/listing-streams';
import { ListingReservationReleasedEvent } from '../events/listing-lifecycle.events';
import { ReleaseListingReservationCommand } from './release-listing-reservation.command';

@CommandHandler(ReleaseListingReservationCommand)
export class ReleaseListingReservationHandler implements ICommandHandler<ReleaseListingReservationCommand> {
  constructor(
    private readonly streams: ListingStreams,
    private readonly actors: Actors,
    private readonly events: EventBus,
  ) {}

  async execute({ listingId, actorId }: ReleaseListingReservationCommand): Promise<void> {
    const { events } = await this.streams.execute(listingId, { kind: 'releaseReservation', actor: await this.actors.of(actorId) });
    for (const event of events) {
      if (event.type === 'ListingReservationReleased') this.events.publish(new ListingReservationReleasedEvent(listingId, event.data.offerId, event.data.by));
    }
  }
}
