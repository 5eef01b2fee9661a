import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { coinKeys } from '@/api/coin-keys';
import type { SellerListings } from '../types';

/** The conversation seller's public listings (the seller page's data, under the same shared key). */
export function sellerListingsQueryOptions(sellerId: number) {
  return queryOptions({
    queryKey: coinKeys.seller(sellerId),
    queryFn: (): Promise<SellerListings> =>
      unwrap(api.GET('/api/sellers/{sellerId}/listings', { params: { path: { sellerId } } })),
  });
}
