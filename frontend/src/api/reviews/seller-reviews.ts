import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import type { ReviewsPage } from './types';
import { reviewKeys } from './keys';

export const REVIEWS_PAGE = 10;

/** GET /api/sellers/{id}/reviews: the reviews a person received, newest first, `REVIEWS_PAGE` at a time. */
export function sellerReviewsQueryOptions(userId: number, offset = 0) {
  return queryOptions({
    queryKey: reviewKeys.page(userId, offset),
    queryFn: (): Promise<ReviewsPage> =>
      unwrap(api.GET('/api/sellers/{sellerId}/reviews', { params: { path: { sellerId: userId }, query: { limit: REVIEWS_PAGE, offset } } })),
    staleTime: 60_000,
  });
}
