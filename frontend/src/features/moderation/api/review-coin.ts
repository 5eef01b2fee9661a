import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import type { AdminCoin } from '../types';
import { refreshAfterChange } from './refresh-after-change';

export type Review = { approved: true } | { approved: false; reason?: string };

/** Approves a listing (it goes live) or rejects it with an optional reason for the seller. */
export function useReviewCoin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, review }: { id: number; review: Review }): Promise<AdminCoin> =>
      unwrap(api.PATCH('/api/admin/coins/{id}/approve', { params: { path: { id } }, body: review })),
    onSuccess: (coin) => refreshAfterChange(queryClient, coin.id),
  });
}
