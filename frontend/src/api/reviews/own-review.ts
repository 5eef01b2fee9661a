import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import type { Review } from './types';
import { reviewKeys } from './keys';

/** GET /api/offers/{id}/review: the viewer's own rating of a deal, null while they have not given one. */
export function ownReviewQueryOptions(offerId: number) {
  return queryOptions({
    queryKey: [...reviewKeys.all(), 'own', offerId] as const,
    queryFn: async (): Promise<Review | null> => (await unwrap(api.GET('/api/offers/{offerId}/review', { params: { path: { offerId } } }))).review,
    staleTime: 60_000,
    retry: false,
  });
}
