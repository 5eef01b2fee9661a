import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { NotFoundError } from '../../../../platform/kernel/errors';
import { storedEndpoint } from '../../domain/push-subscription-rules';
import { PushSubscriptionsStore } from '../../infrastructure/push-subscriptions.store';
import { RemovePushSubscriptionCommand } from './remove-push-subscription.command';

@CommandHandler(RemovePushSubscriptionCommand)
export class RemovePushSubscriptionHandler implements ICommandHandler<RemovePushSubscriptionCommand> {
  constructor(private readonly subscriptions: PushSubscriptionsStore) {}

  async execute({ userId, endpoint }: RemovePushSubscriptionCommand): Promise<void> {
    if (!(await this.subscriptions.remove(userId, storedEndpoint(endpoint)))) throw new NotFoundError('Push subscription not found');
  }
}
