import { Command } from '@nestjs/cqrs';
import type { Principal } from '../../../../platform/kernel/principal';

/**
 * Accepting offer `offerId` reserves its listing for it (only its seller may). Of racing
 * reservations exactly one wins; the others are a 409 (decisions/0042).
 */
export class ReserveListingCommand extends Command<void> {
  constructor(
    readonly listingId: number,
    readonly offerId: number,
    readonly seller: Principal,
  ) {
    super();
  }
}
