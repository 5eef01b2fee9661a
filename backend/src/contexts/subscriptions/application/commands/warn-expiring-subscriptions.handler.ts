import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { SubscriptionStore } from '../../infrastructure/subscription.store';
import { SUBSCRIPTION_EXPIRING_WITHIN_DAYS } from '../events/subscription-stream.events';
import { WarnExpiringSubscriptionsCommand } from './warn-expiring-subscriptions.command';

/** Answers how many plans were warned now (decisions/0065). */
@CommandHandler(WarnExpiringSubscriptionsCommand)
export class WarnExpiringSubscriptionsHandler implements ICommandHandler<WarnExpiringSubscriptionsCommand> {
  constructor(private readonly subscriptions: SubscriptionStore) {}

  execute({ now }: WarnExpiringSubscriptionsCommand): Promise<number> {
    return this.subscriptions.warnExpiringSoon(now, SUBSCRIPTION_EXPIRING_WITHIN_DAYS);
  }
}
