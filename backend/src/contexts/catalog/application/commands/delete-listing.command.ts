import { Command } from '@nestjs/cqrs';
import type { Principal } from '../../../../platform/kernel/principal';

/** The seller or an admin deletes a listing: hidden everywhere, its row and stream kept. */
export class DeleteListingCommand extends Command<void> {
  constructor(
    readonly listingId: number,
    readonly actor: Principal,
  ) {
    super();
  }
}
