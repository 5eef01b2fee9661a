/**
 * Cache keys of notification data. Each carries the signed-in user's id, so one user's notifications
 * never show after another signs in in the same tab.
 */
export const notificationKeys = {
  all: (userId: number) => ['notifications', userId] as const,
  list: (userId: number) => ['notifications', userId, 'list'] as const,
  unreadCount: (userId: number) => ['notifications', userId, 'unread-count'] as const,
  preferences: (userId: number) => ['notifications', userId, 'preferences'] as const,
};
