import { Command } from '@nestjs/cqrs';
import type { Principal } from '../../../../platform/kernel/principal';

/** An admin approves (goes live) or rejects (with an optional reason) a listing in review. */
export class DecideListingCommand extends Command<void> {
  constructor(
    readonly listingId: number,
    readonly admin: Principal,
    readonly approved: boolean,
    readonly reason: string | null,
  ) {
    super();
  }
}
