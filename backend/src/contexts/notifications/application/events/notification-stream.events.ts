import type { NotificationView } from '../notification-view';

/**
 * The Notifications context's integration events, written to the user's outbox stream
 * `notifications-user-<id>` in the transaction that changes their notifications (decisions/0065).
 * Its own durable consumers push them to the user's sockets and browsers. The types are stored:
 * never rename one.
 */
export const notificationStream = (userId: number): string => `notifications-user-${userId}`;

/** A new notification. */
export const NOTIFICATION_CREATED = 'NotificationCreated';
export interface NotificationCreatedData {
  userId: number;
  notification: NotificationView;
  /** The group it collapses into (e.g. `conversation-7`), or null. */
  groupKey: string | null;
}

/** A new source merged into the group's unread notification, which moved to the top under a new id (`replacedId` is gone). */
export const NOTIFICATION_UPDATED = 'NotificationUpdated';
export interface NotificationUpdatedData {
  userId: number;
  notification: NotificationView;
  groupKey: string;
  replacedId: number;
}

/** The user read these notifications. */
export const NOTIFICATIONS_READ = 'NotificationsRead';
export interface NotificationsReadData {
  userId: number;
  ids: number[];
}
