import { Consumer, DurableConsumer } from '../../../../platform/event-store/durable-consumer';
import type { StoredEvent } from '../../../../platform/event-store/event-store';
import { RealtimePublisher } from '../../../../platform/realtime/realtime.publisher';
import { NotificationStore } from '../../infrastructure/notification-store';
import {
  NOTIFICATION_CREATED,
  NOTIFICATION_UPDATED,
  NotificationCreatedData,
  NOTIFICATIONS_READ,
  NotificationUpdatedData,
} from '../events/notification-stream.events';

/**
 * The bell's live updates, from the worker through the Socket.IO Redis adapter (decisions/0065): a
 * new or merged notification as `notification:new` (the item; a merged one also says `replacesId`,
 * the id it had before it moved to the top) and, after any change, `notification:count`
 * `{unreadCount}` read when pushed, so a repeated delivery repeats the same truth.
 */
@Consumer()
export class PushNotificationsLiveConsumer implements DurableConsumer {
  readonly name = 'notifications.push-live';
  readonly eventTypes = [NOTIFICATION_CREATED, NOTIFICATION_UPDATED, NOTIFICATIONS_READ];
  /** Notifications are about what happens from now on: a first deployment does not tell of the past. */
  readonly startFrom = 'end' as const;

  constructor(
    private readonly realtime: RealtimePublisher,
    private readonly store: NotificationStore,
  ) {}

  async handle(event: StoredEvent): Promise<void> {
    const { userId } = event.data as { userId: number };
    if (event.type === NOTIFICATION_CREATED) this.realtime.toUser(userId, 'notification:new', (event.data as unknown as NotificationCreatedData).notification);
    if (event.type === NOTIFICATION_UPDATED) {
      const { notification, replacedId } = event.data as unknown as NotificationUpdatedData;
      this.realtime.toUser(userId, 'notification:new', { ...notification, replacesId: replacedId });
    }
    this.realtime.toUser(userId, 'notification:count', { unreadCount: await this.store.unreadCount(userId) });
  }
}
