import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { ListingStreams, RACING_ATTEMPTS } from '../../infrastructure/listing-streams';
import { UndoListingReservationCommand } from './undo-listing-reservation.command';

@CommandHandler(UndoListingReservationCommand)
export class UndoListingReservationHandler implements ICommandHandler<UndoListingReservationCommand> {
  constructor(private readonly listings: ListingStreams) {}

  async execute({ listingId, offerId }: UndoListingReservationCommand): Promise<void> {
    await this.listings.execute(listingId, { kind: 'undoReservation', offerId }, { attempts: RACING_ATTEMPTS });
  }
}
