import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from './client';
import { coinKeys } from './coin-keys';
import type { components } from './schema';

/**
 * A seller's approved listings (sold ones included), newest first; empty for anyone who is not a
 * seller. The seller page and a conversation's Listings tab read this one query.
 */
export function sellerListingsQueryOptions(sellerId: number) {
  return queryOptions({
    queryKey: coinKeys.sellerListings(sellerId),
    queryFn: (): Promise<components['schemas']['CoinDto'][]> =>
      unwrap(api.GET('/api/sellers/{sellerId}/listings', { params: { path: { sellerId } } })),
  });
}
