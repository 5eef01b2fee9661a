import { useQuery } from '@tanstack/react-query';
import { watchlistQueryOptions } from '../api/watchlist';
import type { Coin } from '../types';
import { isWatchedIn } from '../watch-cache';

/**
 * Whether the viewer watches `coin`, or undefined while that is not known. The watchlist is asked for
 * only when the coin does not say (browse cards), and never for a visitor: a visitor's browse makes
 * no request for hearts.
 */
export function useWatched(viewerId: number | null | undefined, coin: Coin): boolean | undefined {
  const needsList = typeof viewerId === 'number' && coin.isWatched === undefined;
  const list = useQuery({ ...watchlistQueryOptions(viewerId ?? 0), enabled: needsList });
  if (typeof viewerId !== 'number') return viewerId === null ? false : undefined;
  return isWatchedIn(needsList ? list.data : undefined, coin);
}
