import { Command } from '@nestjs/cqrs';

/**
 * The offer a listing was just reserved for could not be accepted after all (it was decided or
 * withdrawn meanwhile): its reservation, and only its, is released (decisions/0042).
 */
export class UndoListingReservationCommand extends Command<void> {
  constructor(
    readonly listingId: number,
    readonly offerId: number,
  ) {
    super();
  }
}
