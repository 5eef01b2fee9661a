import type { NotificationPages } from './api/notification-list';
import type { AppNotification, PushedNotification } from './types';

function mapPages(list: NotificationPages, change: (page: AppNotification[]) => AppNotification[]): NotificationPages {
  return { ...list, pages: list.pages.map(change) };
}

/**
 * The list with a pushed notification on top. One merged into its group (`replacesId`) leaves its old
 * place; one already there (a repeated push) is not shown twice. A list not loaded yet stays unloaded:
 * its first fetch brings everything.
 */
export function withPushedNotification(list: NotificationPages | undefined, pushed: PushedNotification): NotificationPages | undefined {
  if (!list) return list;
  const { replacesId, ...notification } = pushed;
  const gone = (item: AppNotification) => item.id === notification.id || item.id === replacesId;
  const [first = [], ...rest] = mapPages(list, (page) => page.filter((item) => !gone(item))).pages;
  return { ...list, pages: [[notification, ...first], ...rest] };
}

/** The list after the user read `ids`, or every notification (`'all'`), at `readAt`. */
export function withNotificationsRead(list: NotificationPages | undefined, ids: readonly number[] | 'all', readAt: string): NotificationPages | undefined {
  if (!list) return list;
  const read = (item: AppNotification) => item.readAt === null && (ids === 'all' || ids.includes(item.id));
  if (!list.pages.some((page) => page.some(read))) return list;
  return mapPages(list, (page) => page.map((item) => (read(item) ? { ...item, readAt } : item)));
}
