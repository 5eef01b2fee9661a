import { CommandHandler, EventBus, ICommandHandler } from '@nestjs/cqrs';
import { ListingStreams, RACING_ATTEMPTS } from '../../infrastructure/listing-streams';
import { ListingReservationReleasedEvent } from '../events/listing-lifecycle.events';
import { UndoListingReservationCommand } from './undo-listing-reservation.command';

@CommandHandler(UndoListingReservationCommand)
export class UndoListingReservationHandler implements ICommandHandler<UndoListingReservationCommand> {
  constructor(
    private readonly listings: ListingStreams,
    private readonly events: EventBus,
  ) {}

  async execute({ listingId, offerId }: UndoListingReservationCommand): Promise<void> {
    const { events } = await this.listings.execute(listingId, { kind: 'undoReservation', offerId }, { attempts: RACING_ATTEMPTS });
    if (events.length > 0) this.events.publish(new ListingReservationReleasedEvent(listingId, offerId, null));
  }
}
