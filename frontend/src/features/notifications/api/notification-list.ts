import { type InfiniteData, infiniteQueryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import type { AppNotification } from '../types';
import { notificationKeys } from './keys';

/** Notifications per page ("Load more" asks for the next one). */
export const NOTIFICATIONS_PAGE_SIZE = 20;

/** The cached list: pages of notifications, newest first; each page after the first starts before the last id of the one above. */
export type NotificationPages = InfiniteData<AppNotification[], number | null>;

/** The user's notifications, newest first, page by page with the `before` cursor. */
export function notificationListQueryOptions(userId: number) {
  return infiniteQueryOptions({
    queryKey: notificationKeys.list(userId),
    queryFn: ({ pageParam }) =>
      unwrap(
        api.GET('/api/notifications', {
          params: { query: { limit: NOTIFICATIONS_PAGE_SIZE, ...(pageParam === null ? {} : { before: pageParam }) } },
        }),
      ),
    initialPageParam: null as number | null,
    // A short page is the last one.
    getNextPageParam: (lastPage) => (lastPage.length < NOTIFICATIONS_PAGE_SIZE ? undefined : lastPage[lastPage.length - 1]?.id),
  });
}
