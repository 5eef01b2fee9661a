import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import type { Review } from './types';
import type { DealRef } from './deal-ref';
import { reviewKeys } from './keys';

export interface ReviewInput {
  deal: DealRef;
  rating: number;
  comment: string;
}

/** POST /api/offers/{id}/review or /api/coins/{id}/review: rates the other party of a deal; reviews are read again. */
export function usePostReview() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ deal, rating, comment }: ReviewInput): Promise<Review> => {
      const body = { rating, comment: comment.trim() || null };
      return 'offerId' in deal
        ? unwrap(api.POST('/api/offers/{offerId}/review', { params: { path: { offerId: deal.offerId } }, body }))
        : unwrap(api.POST('/api/coins/{coinId}/review', { params: { path: { coinId: deal.coinId } }, body }));
    },
    onSuccess: async (review) => {
      await client.invalidateQueries({ queryKey: reviewKeys.all() });
      return review;
    },
  });
}
