import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { AppConfig } from '../../../../platform/config/config';
import { APP_CONFIG } from '../../../../platform/config/config.module';
import { checkPushSubscription } from '../../domain/push-subscription-rules';
import { PushSubscriptionsStore } from '../../infrastructure/push-subscriptions.store';
import { SavePushSubscriptionCommand } from './save-push-subscription.command';

@CommandHandler(SavePushSubscriptionCommand)
export class SavePushSubscriptionHandler implements ICommandHandler<SavePushSubscriptionCommand> {
  constructor(
    private readonly subscriptions: PushSubscriptionsStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** `created` false: the endpoint was known (its keys refreshed, and now the caller's). */
  execute({ userId, endpoint, keys }: SavePushSubscriptionCommand): Promise<{ created: boolean }> {
    const subscription = checkPushSubscription({ endpoint, keys }, this.config.webPush.allowLoopbackEndpoints);
    return this.subscriptions.save(userId, subscription);
  }
}
