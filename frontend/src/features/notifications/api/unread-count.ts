import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { notificationKeys } from './keys';

/** How many of the user's notifications are unread (a group counts once). */
export function unreadNotificationsQueryOptions(userId: number) {
  return queryOptions({
    queryKey: notificationKeys.unreadCount(userId),
    queryFn: async (): Promise<number> => (await unwrap(api.GET('/api/notifications/unread-count'))).unreadCount,
  });
}
