import { CommandBus, CommandHandler, ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { ClaimListingForReviewCommand } from '../../../catalog/application/commands/claim-listing-for-review.command';
import { withClaimHolderNamed } from '../claim-holder';
import type { ReviewClaim } from '../queries/get-review-queue.query';
import { ClaimListingCommand } from './claim-listing.command';

@CommandHandler(ClaimListingCommand)
export class ClaimListingHandler implements ICommandHandler<ClaimListingCommand> {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  async execute({ listingId, admin }: ClaimListingCommand): Promise<ReviewClaim> {
    const claim = await withClaimHolderNamed(this.queries, () => this.commands.execute(new ClaimListingForReviewCommand(listingId, admin, new Date())));
    return { ...claim, adminName: admin.name };
  }
}
