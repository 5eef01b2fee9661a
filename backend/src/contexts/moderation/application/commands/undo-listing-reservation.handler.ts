import { CommandHandler, EventBus, ICommandHandler } from '@nestjs/cqrs';
import { ListingStreams } from '../../infrastructure/listing-streams';
import { ListingReservationReleasedEvent } from '../events/listing-lifecycle.events';
import { UndoListingReservationCommand } from './undo-listing-reservation.command';

@CommandHandler(UndoListingReservationCommand)
export class UndoListingReservationHandler implements ICommandHandler<UndoListingReservationCommand> {
  constructor(
    private readonly streams: ListingStreams,
    private readonly events: EventBus,
  ) {}

  async execute({ listingId, offerId }: UndoListingReservationCommand): Promise<void> {
    const { events } = await this.streams.executeRetryingRaces(listingId, { kind: 'undoReservation', offerId });
    if (events.length > 0) this.events.publish(new ListingReservationReleasedEvent(listingId, offerId, null));
  }
}
