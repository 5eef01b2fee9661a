import { CommandBus, CommandHandler, ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { ReleaseReviewClaimCommand } from '../../../catalog/application/commands/release-review-claim.command';
import { withClaimHolderNamed } from '../claim-holder';
import { ReleaseClaimCommand } from './release-claim.command';

@CommandHandler(ReleaseClaimCommand)
export class ReleaseClaimHandler implements ICommandHandler<ReleaseClaimCommand> {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  execute({ listingId, admin }: ReleaseClaimCommand): Promise<boolean> {
    return withClaimHolderNamed(this.queries, () => this.commands.execute(new ReleaseReviewClaimCommand(listingId, admin, new Date())));
  }
}
