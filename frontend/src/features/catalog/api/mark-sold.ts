import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import type { Coin } from '../types';
import { refreshChangedListing } from './listing-changed';

/** The seller marks a listing sold (one-way); public lists show it as SOLD from then on. */
export function useMarkSold() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number): Promise<Coin> =>
      unwrap(api.PATCH('/api/coins/{id}/sold', { params: { path: { id } } })),
    onSuccess: (coin) => refreshChangedListing(queryClient, coin),
  });
}
