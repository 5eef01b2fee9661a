import type { QueryClient } from '@tanstack/react-query';
import { coinKeys } from '@/api/coin-keys';
import { moderationKeys } from './keys';

/**
 * After an admin changes a listing: both admin lists, the overview counts, its history, and every screen that shows
 * listings (public lists, seller pages, the seller's own list and its detail).
 */
export function refreshAfterChange(queryClient: QueryClient, coinId: number): Promise<unknown> {
  return Promise.all(
    [
      moderationKeys.queue(),
      moderationKeys.queueOverview(),
      moderationKeys.all(),
      moderationKeys.stats(),
      moderationKeys.history(coinId),
      coinKeys.lists(),
      coinKeys.sellers(),
      coinKeys.mine(),
      coinKeys.detail(coinId),
    ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );
}
