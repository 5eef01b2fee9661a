import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { ListingStreams, RACING_ATTEMPTS } from '../../infrastructure/listing-streams';
import type { ReviewClaimView } from '../review-queue-view';
import { ClaimListingForReviewCommand } from './claim-listing-for-review.command';

@CommandHandler(ClaimListingForReviewCommand)
export class ClaimListingForReviewHandler implements ICommandHandler<ClaimListingForReviewCommand> {
  constructor(private readonly listings: ListingStreams) {}

  /** The loser of a race decides again on the newer stream, so it hears who holds the listing rather than a version conflict. */
  async execute({ listingId, admin, now }: ClaimListingForReviewCommand): Promise<ReviewClaimView> {
    const { state } = await this.listings.execute(listingId, { kind: 'claim', actor: admin, now }, { attempts: RACING_ATTEMPTS });
    const claim = state!.claim!;
    return { coinId: listingId, adminId: claim.by, claimedAt: claim.claimedAt, expiresAt: claim.expiresAt };
  }
}
