import { useQuery } from '@tanstack/react-query';
import { usePollingFallback } from '@/api/realtime/realtime-context';
import { unreadNotificationsQueryOptions } from '../api/unread-count';
import { UNREAD_NOTIFICATIONS_POLL_MS } from '../polling';

/**
 * How many notifications wait unread for the signed-in user (`userId`); 0 for visitors. Pushed as
 * `notification:count` while the socket is up, polled every 30 s while it is down.
 */
export function useUnreadNotifications(userId: number | null): number {
  const refetchInterval = usePollingFallback(UNREAD_NOTIFICATIONS_POLL_MS);
  const { data } = useQuery({
    ...unreadNotificationsQueryOptions(userId ?? 0),
    enabled: userId !== null,
    refetchInterval,
  });
  return userId === null ? 0 : (data ?? 0);
}
