import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { coinKeys } from '@/api/coin-keys';
import type { Coin } from '../types';

/** A seller's approved listings (sold ones included), newest first; empty for anyone who is not a seller. */
export function sellerListingsQueryOptions(sellerId: number) {
  return queryOptions({
    queryKey: coinKeys.sellerListings(sellerId),
    queryFn: (): Promise<Coin[]> => unwrap(api.GET('/api/sellers/{sellerId}/listings', { params: { path: { sellerId } } })),
  });
}
