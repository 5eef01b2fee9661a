import { Command } from '@nestjs/cqrs';

/** The seller (or an admin) releases a reserved listing: it takes offers again (decisions/0042). */
export class ReleaseListingReservationCommand extends Command<void> {
  constructor(
    readonly listingId: number,
    readonly actorId: number,
  ) {
    super();
  }
}
