import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/app/query-client';
import type { RealtimePayloads } from '@/api/realtime/realtime-events';
import { notificationKeys } from '../api/keys';
import type { NotificationPages } from '../api/notification-list';
import { useUnreadNotifications } from '../hooks/use-unread-notifications';
import type { AppNotification } from '../types';
import { NotificationsLiveUpdates } from './notifications-live-updates';

/** The socket's pushes, delivered by the test: the handlers the component subscribed, by event. */
const handlers = new Map<string, (payload: never) => void>();
let reconnect: () => void = () => {};
let connected = true;
vi.mock('@/api/realtime/realtime-context', () => ({
  useRealtimeEvent: (event: string, handler: (payload: never) => void) => handlers.set(event, handler),
  useRealtimeReconnect: (handler: () => void) => {
    reconnect = handler;
  },
  usePollingFallback: (intervalMs: number) => (connected ? false : intervalMs),
}));

function push<Event extends keyof RealtimePayloads>(event: Event, payload: RealtimePayloads[Event]) {
  act(() => (handlers.get(event) as (payload: RealtimePayloads[Event]) => void)(payload));
}

const USER = 8;
const item = (id: number, readAt: string | null = null): AppNotification => ({
  id,
  type: 'offer-made',
  params: { coinTitle: 'Mughal Mohur', amount: 1000, buyerName: 'Imran' },
  link: '/messages?conversation=3',
  createdAt: '2025-06-30T12:00:00.000Z',
  readAt,
});

function Bell() {
  return <output>{useUnreadNotifications(USER)}</output>;
}

function setup() {
  const queryClient = createQueryClient();
  queryClient.setQueryData(notificationKeys.unreadCount(USER), 1);
  queryClient.setQueryData<NotificationPages>(notificationKeys.list(USER), { pages: [[item(2), item(1, '2025-06-30T12:05:00.000Z')]], pageParams: [null] });
  render(
    <QueryClientProvider client={queryClient}>
      <NotificationsLiveUpdates userId={USER} />
      <Bell />
    </QueryClientProvider>,
  );
  const list = () => queryClient.getQueryData<NotificationPages>(notificationKeys.list(USER))?.pages.flat();
  return { queryClient, list };
}

describe('NotificationsLiveUpdates and useUnreadNotifications', () => {
  beforeEach(() => {
    handlers.clear();
    connected = true;
  });

  it('shows the pushed count on the bell and the pushed notification on top of the list', async () => {
    const { list } = setup();
    expect(screen.getByRole('status')).toHaveTextContent('1');

    push('notification:new', item(3));
    push('notification:count', { unreadCount: 2 });

    await vi.waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('2'));
    expect(list()?.map((notification) => notification.id)).toEqual([3, 2, 1]);
  });

  it('replaces a merged notification instead of adding a second one', () => {
    const { list } = setup();
    push('notification:new', { ...item(4), replacesId: 2 });
    expect(list()?.map((notification) => notification.id)).toEqual([4, 1]);
  });

  it('marks every loaded notification read when the count drops to 0 (read in another tab or in the conversation)', async () => {
    const { list } = setup();
    push('notification:count', { unreadCount: 0 });
    await vi.waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('0'));
    expect(list()?.every((notification) => notification.readAt !== null)).toBe(true);
  });

  it('refreshes everything after a reconnection, since pushes may have been missed', () => {
    const { queryClient } = setup();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    act(() => reconnect());
    expect(invalidate).toHaveBeenCalledWith({ queryKey: notificationKeys.all(USER) });
  });
});
