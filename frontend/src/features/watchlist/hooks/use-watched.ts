import { useQuery } from '@tanstack/react-query';
import { watchlistQueryOptions } from '../api/watchlist';
import type { Coin } from '../types';
import { isWatchedIn } from '../watch-cache';

/**
 * Whether the signed-in viewer watches `coin`, or undefined while that is not known. The watchlist is
 * asked for only when the coin does not say (browse cards). A visitor's heart does not use this: a
 * visitor's browse makes no request for hearts (decisions/0092).
 */
export function useWatched(viewerId: number, coin: Coin): boolean | undefined {
  const needsList = coin.isWatched === undefined;
  const list = useQuery({ ...watchlistQueryOptions(viewerId), enabled: needsList });
  return isWatchedIn(needsList ? list.data : undefined, coin);
}
