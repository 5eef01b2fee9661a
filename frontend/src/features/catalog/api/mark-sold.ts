import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { coinKeys } from '@/api/coin-keys';
import type { Coin } from '../types';

/** The seller marks a listing sold (one-way); public lists show it as SOLD from then on. */
export function useMarkSold() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number): Promise<Coin> =>
      unwrap(api.PATCH('/api/coins/{id}/sold', { params: { path: { id } } })),
    onSuccess: (coin) => {
      queryClient.setQueryData(coinKeys.detail(coin.id), coin);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: coinKeys.mine() }),
        queryClient.invalidateQueries({ queryKey: coinKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: coinKeys.sellers() }),
      ]);
    },
  });
}
