import { Command } from '@nestjs/cqrs';
import type { Principal } from '../../../../platform/kernel/principal';
import type { ReviewClaimView } from '../review-queue-view';

export { CLAIM_MINUTES, ClaimHeldError } from '../../domain/review-claim';

/**
 * An admin claims a pending listing at `now` for CLAIM_MINUTES while they review it, or extends
 * their own claim. ClaimHeldError (409) while another admin's claim is live; 409 when the listing
 * no longer waits for review; 404 for an unknown one. Racing claims: exactly one wins.
 */
export class ClaimListingForReviewCommand extends Command<ReviewClaimView> {
  constructor(
    readonly listingId: number,
    readonly admin: Principal,
    readonly now: Date,
  ) {
    super();
  }
}
