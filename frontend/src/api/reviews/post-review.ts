import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import type { Review } from './types';
import { reviewKeys } from './keys';

export interface ReviewInput {
  offerId: number;
  rating: number;
  comment: string;
}

/** POST /api/offers/{id}/review: rates the other party of an accepted offer; their reviews are read again. */
export function usePostReview() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ offerId, rating, comment }: ReviewInput): Promise<Review> =>
      unwrap(api.POST('/api/offers/{offerId}/review', { params: { path: { offerId } }, body: { rating, comment: comment.trim() || null } })),
    onSuccess: async (review) => {
      await client.invalidateQueries({ queryKey: reviewKeys.all() });
      return review;
    },
  });
}
