import { Command } from '@nestjs/cqrs';
import type { Principal } from '../../../../platform/kernel/principal';

export { REJECTION_REASON_MAX } from '../../domain/listing-lifecycle';

/**
 * An admin's review decision on a listing: approved (it goes live) or rejected with an optional
 * reason for the seller (at most REJECTION_REASON_MAX characters). Sent by Moderation.
 */
export class ReviewListingCommand extends Command<void> {
  constructor(
    readonly listingId: number,
    readonly admin: Principal,
    readonly approved: boolean,
    readonly reason: string | null,
  ) {
    super();
  }
}
