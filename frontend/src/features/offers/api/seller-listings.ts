import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { coinKeys } from '@/api/coin-keys';
import type { Listing } from '../types';

/** The conversation seller's public listings (the seller page's data, under the same shared key). */
export function sellerListingsQueryOptions(sellerId: number) {
  return queryOptions({
    queryKey: coinKeys.sellerListings(sellerId),
    queryFn: (): Promise<Listing[]> => unwrap(api.GET('/api/sellers/{sellerId}/listings', { params: { path: { sellerId } } })),
  });
}
