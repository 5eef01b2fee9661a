import { describe, expect, it } from 'vitest';
import type { NotificationPages } from './api/notification-list';
import { withNotificationsRead, withPushedNotification } from './cache';
import type { AppNotification } from './types';

const item = (id: number, readAt: string | null = null): AppNotification => ({
  id,
  type: 'message-received',
  params: { conversationId: 7, count: 1 },
  link: '/messages?conversation=7',
  createdAt: '2025-06-30T12:00:00.000Z',
  readAt,
});
const pages = (...lists: AppNotification[][]): NotificationPages => ({ pages: lists, pageParams: lists.map((_, index) => (index === 0 ? null : 100 - index)) });
const ids = (list: NotificationPages | undefined) => list?.pages.map((page) => page.map((notification) => notification.id));

describe('withPushedNotification', () => {
  it('puts a new notification on top of the first page', () => {
    expect(ids(withPushedNotification(pages([item(5), item(4)], [item(3)]), item(6)))).toEqual([[6, 5, 4], [3]]);
  });

  it('moves a merged one to the top under its new id, wherever its old id was', () => {
    const merged = { ...item(9), params: { conversationId: 7, count: 2 }, replacesId: 3 };
    const list = withPushedNotification(pages([item(5), item(4)], [item(3), item(2)]), merged);
    expect(ids(list)).toEqual([[9, 5, 4], [2]]);
    expect(list?.pages[0]?.[0]).toEqual({ ...item(9), params: { conversationId: 7, count: 2 } });
  });

  it('shows a repeated push once', () => {
    expect(ids(withPushedNotification(pages([item(6), item(5)]), item(6)))).toEqual([[6, 5]]);
  });

  it('leaves a list that was never loaded unloaded', () => {
    expect(withPushedNotification(undefined, item(6))).toBeUndefined();
  });
});

describe('withNotificationsRead', () => {
  const at = '2025-07-01T08:00:00.000Z';

  it('marks the named notifications read, on every page, and leaves the others', () => {
    const list = withNotificationsRead(pages([item(5), item(4)], [item(3)]), [5, 3], at);
    expect(list?.pages.flat().map((notification) => [notification.id, notification.readAt])).toEqual([
      [5, at],
      [4, null],
      [3, at],
    ]);
  });

  it('marks every unread one read for all, keeping when the read ones were read', () => {
    const earlier = '2025-06-30T13:00:00.000Z';
    const list = withNotificationsRead(pages([item(5), item(4, earlier)]), 'all', at);
    expect(list?.pages.flat().map((notification) => notification.readAt)).toEqual([at, earlier]);
  });

  it('returns the same list when nothing changes (no re-render)', () => {
    const list = pages([item(5, at)]);
    expect(withNotificationsRead(list, 'all', at)).toBe(list);
    expect(withNotificationsRead(undefined, 'all', at)).toBeUndefined();
  });
});
