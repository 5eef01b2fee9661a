import type { Coin, WatchedCoin } from './types';

/**
 * The watchlist after watching or unwatching `coin`, as the server will have it: a watched coin first
 * (newest watched first), an unwatched one left out. A list not loaded yet stays unloaded: a partial
 * list would tell every other heart that its coin is not watched.
 */
export function withWatch(list: readonly WatchedCoin[] | undefined, coin: Coin, watched: boolean, now: Date): WatchedCoin[] | undefined {
  if (!list) return undefined;
  const others = list.filter((item) => item.id !== coin.id);
  return watched ? [{ ...coin, isWatched: true, watchedAt: now.toISOString() }, ...others] : others;
}

/**
 * Whether the user watches `coin`: the coin page's own answer when it has one (GET /api/coins/{id}
 * carries `isWatched` for a signed-in viewer), else the watchlist; unknown (undefined) while neither is loaded.
 */
export function isWatchedIn(list: readonly WatchedCoin[] | undefined, coin: Pick<Coin, 'id' | 'isWatched'>): boolean | undefined {
  if (coin.isWatched !== undefined) return coin.isWatched;
  return list ? list.some((item) => item.id === coin.id) : undefined;
}
