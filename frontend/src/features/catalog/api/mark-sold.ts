import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import type { Coin } from '../types';
import { refreshChangedListing } from './listing-changed';

export interface MarkSoldInput {
  id: number;
  /** The conversation whose buyer bought the coin (the two may then rate each other); none: not said. */
  conversationId?: number;
}

/** The seller marks a listing sold (one-way); public lists show it as SOLD from then on. */
export function useMarkSold() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, conversationId }: MarkSoldInput): Promise<Coin> =>
      unwrap(api.PATCH('/api/coins/{id}/sold', { params: { path: { id } }, ...(conversationId !== undefined && { body: { conversationId } }) })),
    onSuccess: (coin) => refreshChangedListing(queryClient, coin),
  });
}
