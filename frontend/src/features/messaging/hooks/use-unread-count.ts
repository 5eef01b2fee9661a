import { useQuery } from '@tanstack/react-query';
import { usePollingFallback } from '@/api/realtime/realtime-context';
import { unreadCountQueryOptions } from '../api/unread-count';
import { UNREAD_COUNT_POLL_MS } from '../polling';

/**
 * How many messages wait unread for the signed-in user (`userId`); 0 for visitors. Pushed as
 * `unread:count` while the socket is up, polled every 30 s while it is down.
 */
export function useUnreadCount(userId: number | null): number {
  const refetchInterval = usePollingFallback(UNREAD_COUNT_POLL_MS);
  const { data } = useQuery({
    ...unreadCountQueryOptions(userId ?? 0),
    enabled: userId !== null,
    refetchInterval,
  });
  return userId === null ? 0 : (data ?? 0);
}
