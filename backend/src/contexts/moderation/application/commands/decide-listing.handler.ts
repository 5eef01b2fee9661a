import { CommandBus, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { ReviewListingCommand } from '../../../catalog/application/commands/review-listing.command';
import { DecideListingCommand } from './decide-listing.command';

/**
 * The admin's review decision, sent to the Catalog, which owns the listing and records it in its
 * stream. Moderation keeps no state of the listing (decisions/0060).
 */
@CommandHandler(DecideListingCommand)
export class DecideListingHandler implements ICommandHandler<DecideListingCommand> {
  constructor(private readonly commands: CommandBus) {}

  async execute({ listingId, admin, approved, reason }: DecideListingCommand): Promise<void> {
    await this.commands.execute(new ReviewListingCommand(listingId, admin, approved, reason));
  }
}
