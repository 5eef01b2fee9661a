import { Command } from '@nestjs/cqrs';
import type { Principal } from '../../../../platform/kernel/principal';

/** The seller (or an admin) releases a reserved listing: it takes offers again (decisions/0042). */
export class ReleaseListingReservationCommand extends Command<void> {
  constructor(
    readonly listingId: number,
    readonly actor: Principal,
  ) {
    super();
  }
}
