import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import type { OwnReview } from './types';
import { type DealRef, dealKey } from './deal-ref';
import { reviewKeys } from './keys';

/**
 * GET /api/offers/{id}/review or /api/coins/{id}/review: the viewer's own rating of a deal (null while
 * they have not given one) and whom they rate. A 404 (not a party) is an error the callers show as nothing.
 */
export function ownReviewQueryOptions(deal: DealRef) {
  return queryOptions({
    queryKey: [...reviewKeys.all(), 'own', dealKey(deal)] as const,
    queryFn: (): Promise<OwnReview> =>
      'offerId' in deal
        ? unwrap(api.GET('/api/offers/{offerId}/review', { params: { path: { offerId: deal.offerId } } }))
        : unwrap(api.GET('/api/coins/{coinId}/review', { params: { path: { coinId: deal.coinId } } })),
    staleTime: 60_000,
    retry: false,
  });
}
