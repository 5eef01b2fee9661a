import { Command } from '@nestjs/cqrs';
import type { Principal } from '../../../../platform/kernel/principal';

/**
 * An admin gives up their claim on a listing: answers whether there was one to release.
 * ClaimHeldError (409) when another admin's claim is live.
 */
export class ReleaseReviewClaimCommand extends Command<boolean> {
  constructor(
    readonly listingId: number,
    readonly admin: Principal,
    readonly now: Date,
  ) {
    super();
  }
}
