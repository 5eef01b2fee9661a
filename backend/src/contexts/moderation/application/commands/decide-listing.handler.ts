import { CommandBus, CommandHandler, ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { ReviewListingCommand } from '../../../catalog/application/commands/review-listing.command';
import { withClaimHolderNamed } from '../claim-holder';
import { DecideListingCommand } from './decide-listing.command';

/**
 * The admin's review decision, sent to the Catalog, which owns the listing and records it in its
 * stream. Moderation keeps no state of the listing (decisions/0060).
 */
@CommandHandler(DecideListingCommand)
export class DecideListingHandler implements ICommandHandler<DecideListingCommand> {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  async execute({ listingId, admin, approved, reason, details }: DecideListingCommand): Promise<void> {
    const decision = { approved, reason, ...details };
    await withClaimHolderNamed(this.queries, () => this.commands.execute(new ReviewListingCommand(listingId, admin, decision, new Date())));
  }
}
