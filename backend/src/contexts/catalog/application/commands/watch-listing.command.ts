import { Command } from '@nestjs/cqrs';
import type { Principal } from '../../../../platform/kernel/principal';

/** The viewer watches a live listing of someone else (idempotent: watching again changes nothing). */
export class WatchListingCommand extends Command<void> {
  constructor(
    readonly viewer: Principal,
    readonly listingId: number,
  ) {
    super();
  }
}
