import { Command } from '@nestjs/cqrs';

/**
 * Accepting offer `offerId` reserves its listing for it. Of racing reservations exactly one wins;
 * the others are a 409 (decisions/0042).
 */
export class ReserveListingCommand extends Command<void> {
  constructor(
    readonly listingId: number,
    readonly offerId: number,
    readonly actorId: number,
  ) {
    super();
  }
}
