import { CommandBus } from '@nestjs/cqrs';
import {
  SUBSCRIPTION_ACTIVATED,
  SUBSCRIPTION_EXPIRED,
  SUBSCRIPTION_EXPIRING_SOON,
  SubscriptionEventData,
} from '../../../subscriptions/application/events/subscription-stream.events';
import { Consumer, DurableConsumer } from '../../../../platform/event-store/durable-consumer';
import type { StoredEvent } from '../../../../platform/event-store/event-store';
import { NotificationType, NotifyUsersCommand } from '../commands/notify-users.command';
import { sourceKeyOf } from './source-key';

const TYPES: Record<string, NotificationType> = {
  [SUBSCRIPTION_ACTIVATED]: 'subscription-activated',
  [SUBSCRIPTION_EXPIRING_SOON]: 'subscription-expiring',
  [SUBSCRIPTION_EXPIRED]: 'subscription-expired',
};

/** The user's plan: activated, ending in three days, ended (`planId`, `expiresAt`); each opens the plans screen (decisions/0065). */
@Consumer()
export class NotifySubscriberConsumer implements DurableConsumer {
  readonly name = 'notifications.subscriber';
  readonly eventTypes = Object.keys(TYPES);
  /** Notifications are about what happens from now on: a first deployment does not tell of the past. */
  readonly startFrom = 'end' as const;

  constructor(private readonly commands: CommandBus) {}

  async handle(event: StoredEvent): Promise<void> {
    const { userId, planId, expiresAt } = event.data as unknown as SubscriptionEventData;
    await this.commands.execute(new NotifyUsersCommand(sourceKeyOf(this, event), [{ userId, type: TYPES[event.type], params: { planId, expiresAt }, link: '/subscription' }]));
  }
}
