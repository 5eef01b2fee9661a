import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/app/query-client';
import { notificationKeys } from '../api/keys';
import type { NotificationPages } from '../api/notification-list';
import type { AppNotification } from '../types';
import { useMarkRead } from './use-mark-read';

const markNotificationsRead = vi.hoisted(() => vi.fn());
vi.mock('../api/mark-read', () => ({ markNotificationsRead }));

const USER = 5;
const item = (id: number): AppNotification => ({ id, type: 'watched-sold', params: { title: 'Anna' }, link: '/coin/1', createdAt: '2025-06-30T12:00:00.000Z', readAt: null });

function setup() {
  const queryClient = createQueryClient();
  queryClient.setQueryData(notificationKeys.unreadCount(USER), 2);
  queryClient.setQueryData<NotificationPages>(notificationKeys.list(USER), { pages: [[item(2), item(1)]], pageParams: [null] });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  const { result } = renderHook(() => useMarkRead(USER), { wrapper });
  const readIds = () =>
    queryClient
      .getQueryData<NotificationPages>(notificationKeys.list(USER))
      ?.pages.flat()
      .filter((notification) => notification.readAt !== null)
      .map((notification) => notification.id);
  return { queryClient, result, readIds };
}

describe('useMarkRead', () => {
  it('shows the notification read at once and takes the unread count from the answer', async () => {
    let answer: (value: { marked: number; unreadCount: number }) => void = () => {};
    markNotificationsRead.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    const { queryClient, result, readIds } = setup();

    act(() => result.current.mutate({ ids: [2] }));
    await waitFor(() => expect(readIds()).toEqual([2]));
    expect(markNotificationsRead).toHaveBeenCalledWith({ ids: [2] }, expect.anything());

    act(() => answer({ marked: 1, unreadCount: 1 }));
    await waitFor(() => expect(queryClient.getQueryData(notificationKeys.unreadCount(USER))).toBe(1));
  });

  it('marks every one read for all, and puts them back when the server fails', async () => {
    markNotificationsRead.mockRejectedValueOnce(new Error('503'));
    const { result, readIds } = setup();
    act(() => result.current.mutate({ all: true }));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(readIds()).toEqual([]);

    markNotificationsRead.mockResolvedValueOnce({ marked: 2, unreadCount: 0 });
    act(() => result.current.mutate({ all: true }));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(readIds()).toEqual([2, 1]);
  });
});
