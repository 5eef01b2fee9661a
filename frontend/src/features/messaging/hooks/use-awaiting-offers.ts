import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { usePollingFallback } from '@/api/realtime/realtime-context';
import { type AwaitingOffers, awaitingOffersQueryOptions } from '../api/awaiting-offers';
import { UNREAD_COUNT_POLL_MS } from '../polling';

/**
 * The offers awaiting the signed-in user's answer (`userId`; nothing for visitors). Fetched again on
 * every `offer:*` push (MessagingLiveUpdates), polled while the socket is down.
 */
export function useAwaitingOffers(userId: number | null): AwaitingOffers | undefined {
  const refetchInterval = usePollingFallback(UNREAD_COUNT_POLL_MS);
  const { data } = useQuery({ ...awaitingOffersQueryOptions(userId ?? 0), enabled: userId !== null, refetchInterval });
  return userId === null ? undefined : data;
}

/**
 * The same total for places that know no user (the bottom bar's badge): the awaiting-offers query
 * the session keeps observed (MessagingLiveUpdates), read from the cache; 0 when there is none.
 */
export function useSessionAwaitingCount(): number {
  const queryClient = useQueryClient();
  const cache = queryClient.getQueryCache();
  return useSyncExternalStore(
    (notify) => cache.subscribe(notify),
    () => {
      const observed = cache
        .findAll({ queryKey: ['messaging'] })
        .find((query) => query.queryKey[2] === 'awaiting-offers' && query.getObserversCount() > 0);
      return (observed?.state.data as AwaitingOffers | undefined)?.awaitingCount ?? 0;
    },
  );
}
