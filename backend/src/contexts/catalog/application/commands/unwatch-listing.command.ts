import { Command } from '@nestjs/cqrs';
import type { Principal } from '../../../../platform/kernel/principal';

/** The viewer stops watching a listing (idempotent). */
export class UnwatchListingCommand extends Command<void> {
  constructor(
    readonly viewer: Principal,
    readonly listingId: number,
  ) {
    super();
  }
}
