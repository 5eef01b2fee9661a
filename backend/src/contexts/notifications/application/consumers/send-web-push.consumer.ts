import { Logger } from '@nestjs/common';
import { Consumer, DurableConsumer } from '../../../../platform/event-store/durable-consumer';
import type { StoredEvent } from '../../../../platform/event-store/event-store';
import { NotificationPreferencesStore } from '../../infrastructure/notification-preferences.store';
import { PushSubscriptionsStore } from '../../infrastructure/push-subscriptions.store';
import { WebPushSender } from '../../infrastructure/web-push-sender';
import { NOTIFICATION_CREATED, NOTIFICATION_UPDATED, NotificationCreatedData } from '../events/notification-stream.events';

/**
 * Web Push from the worker (decisions/0065): each new or merged notification goes to every browser
 * the user subscribed, when their preference allows push for its type. The payload is the
 * notification only, `{id, type, params, link}`; a merged one replaces its group's message still held
 * by the push service (`Topic`). A 404/410 forgets the subscription; any other failure is thrown
 * after every browser was tried, so the runner retries the event (a browser may then get it twice;
 * the service worker shows one per id) and parks it after the last try.
 */
@Consumer()
export class SendWebPushConsumer implements DurableConsumer {
  readonly name = 'notifications.web-push';
  readonly eventTypes = [NOTIFICATION_CREATED, NOTIFICATION_UPDATED];
  /** Notifications are about what happens from now on: a first deployment does not tell of the past. */
  readonly startFrom = 'end' as const;
  private readonly logger = new Logger(SendWebPushConsumer.name);

  constructor(
    private readonly preferences: NotificationPreferencesStore,
    private readonly subscriptions: PushSubscriptionsStore,
    private readonly sender: WebPushSender,
  ) {}

  async handle(event: StoredEvent): Promise<void> {
    const { userId, notification, groupKey } = event.data as unknown as NotificationCreatedData;
    if (!(await this.preferences.pushAllowed(userId, notification.type))) return;
    const payload = JSON.stringify({ id: notification.id, type: notification.type, params: notification.params, link: notification.link });
    const failures: unknown[] = [];
    for (const subscription of await this.subscriptions.ofUser(userId)) {
      try {
        if ((await this.sender.send(subscription, payload, groupKey)) === 'gone') {
          await this.subscriptions.forget(subscription);
          this.logger.log(`Forgot push subscription ${subscription.id}: the push service says it is gone`);
        }
      } catch (error) {
        failures.push(error);
      }
    }
    if (failures.length) throw failures[0];
  }
}
