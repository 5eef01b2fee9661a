import { CommandBus, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { SetSubscriptionTierCommand } from '../../../identity/application/commands/set-subscription-tier.command';
import { SubscriptionStore } from '../../infrastructure/subscription.store';
import { ExpireSubscriptionsCommand } from './expire-subscriptions.command';

@CommandHandler(ExpireSubscriptionsCommand)
export class ExpireSubscriptionsHandler implements ICommandHandler<ExpireSubscriptionsCommand> {
  constructor(
    private readonly commands: CommandBus,
    private readonly subscriptions: SubscriptionStore,
  ) {}

  execute({ now }: ExpireSubscriptionsCommand): Promise<number> {
    return this.subscriptions.expireDue(now, async (row) => {
      await this.commands.execute(new SetSubscriptionTierCommand(row.userId, 'free', null));
    });
  }
}
