import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { ListingStreams, RACING_ATTEMPTS } from '../../infrastructure/listing-streams';
import { ReleaseReviewClaimCommand } from './release-review-claim.command';

@CommandHandler(ReleaseReviewClaimCommand)
export class ReleaseReviewClaimHandler implements ICommandHandler<ReleaseReviewClaimCommand> {
  constructor(private readonly listings: ListingStreams) {}

  async execute({ listingId, admin, now }: ReleaseReviewClaimCommand): Promise<boolean> {
    const { events } = await this.listings.execute(listingId, { kind: 'releaseClaim', actor: admin, now }, { attempts: RACING_ATTEMPTS });
    return events.length > 0;
  }
}
