import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import type { WatchedCoin } from '../types';
import { watchlistKeys } from './keys';

/** The most GET /api/watchlist answers at a time. */
export const WATCHLIST_PAGE = 500;

/** Every watched listing, newest watched first: page after page until a short one. */
async function fetchWatchlist(): Promise<WatchedCoin[]> {
  const coins: WatchedCoin[] = [];
  for (;;) {
    const page = await unwrap(api.GET('/api/watchlist', { params: { query: { limit: WATCHLIST_PAGE, offset: coins.length } } }));
    coins.push(...page);
    if (page.length < WATCHLIST_PAGE) return coins;
  }
}

/**
 * The signed-in user's watchlist. The Watchlist screen shows it and every heart on a card reads it
 * (browse cards carry no `isWatched`), so one request fills all the hearts of a visit.
 */
export function watchlistQueryOptions(userId: number) {
  return queryOptions({
    queryKey: watchlistKeys.of(userId),
    queryFn: fetchWatchlist,
    staleTime: 60_000,
  });
}
