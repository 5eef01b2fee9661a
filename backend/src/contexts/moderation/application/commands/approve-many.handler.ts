import { CommandBus, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { ApproveListingsCommand, BulkApprovalResult } from '../../../catalog/application/commands/approve-listings.command';
import { ApproveManyCommand } from './approve-many.command';

@CommandHandler(ApproveManyCommand)
export class ApproveManyHandler implements ICommandHandler<ApproveManyCommand> {
  constructor(private readonly commands: CommandBus) {}

  execute({ admin, listingIds }: ApproveManyCommand): Promise<BulkApprovalResult> {
    return this.commands.execute(new ApproveListingsCommand(admin, listingIds, new Date()));
  }
}
