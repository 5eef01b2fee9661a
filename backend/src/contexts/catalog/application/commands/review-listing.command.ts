import { Command } from '@nestjs/cqrs';
import type { Principal } from '../../../../platform/kernel/principal';
import type { AdminListingChanges } from './admin-edit-listing.command';

export { REJECTION_REASON_MAX } from '../../domain/listing-lifecycle';
export { REJECTION_NOTE_MAX, REJECTION_REASON_CODES, type RejectionReasonCode } from '../../domain/rejection-reasons';
export { ClaimHeldError } from '../../domain/review-claim';

export interface ReviewDecision {
  approved: boolean;
  /** spec.md's free-text reason for a rejection (at most REJECTION_REASON_MAX characters). */
  reason?: string | null;
  /** A rejection's reason from the catalogue, and the admin's note (required with `other`). */
  reasonCode?: string | null;
  note?: string | null;
  /** An approval's edit of the listing's content, recorded before the approval. */
  edit?: AdminListingChanges;
}

/**
 * An admin's review decision on a listing at `now`: approved (it goes live, after the optional edit)
 * or rejected with a reason. Refused with ClaimHeldError (409) while another admin's claim is live;
 * the claim the listing had ends with the decision. Sent by Moderation.
 */
export class ReviewListingCommand extends Command<void> {
  constructor(
    readonly listingId: number,
    readonly admin: Principal,
    readonly decision: ReviewDecision,
    readonly now: Date,
  ) {
    super();
  }
}
