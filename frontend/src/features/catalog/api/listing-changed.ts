import type { QueryClient } from '@tanstack/react-query';
import { coinKeys } from '@/api/coin-keys';
import type { Coin } from '../types';

/** After the seller changed a listing: its detail is the answer, and every list it may appear in is refetched. */
export function refreshChangedListing(queryClient: QueryClient, coin: Coin): Promise<unknown> {
  queryClient.setQueryData(coinKeys.detail(coin.id), coin);
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: coinKeys.mine() }),
    queryClient.invalidateQueries({ queryKey: coinKeys.lists() }),
    queryClient.invalidateQueries({ queryKey: coinKeys.sellers() }),
  ]);
}
