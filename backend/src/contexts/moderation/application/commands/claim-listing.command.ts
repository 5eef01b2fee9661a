import { Command } from '@nestjs/cqrs';
import type { Principal } from '../../../../platform/kernel/principal';
import type { ReviewClaim } from '../queries/get-review-queue.query';

/** An admin opens a pending listing from the queue: claims it for ten minutes (or extends their claim); 409 naming whoever holds it. */
export class ClaimListingCommand extends Command<ReviewClaim> {
  constructor(
    readonly listingId: number,
    readonly admin: Principal,
  ) {
    super();
  }
}
