import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { coinKeys } from '@/api/coin-keys';
import type { SellerProfile } from '../types';

/** A seller's public profile; 404 for anyone who never had a listing approved. */
export function sellerProfileQueryOptions(sellerId: number) {
  return queryOptions({
    queryKey: coinKeys.sellerProfile(sellerId),
    queryFn: (): Promise<SellerProfile> => unwrap(api.GET('/api/sellers/{sellerId}', { params: { path: { sellerId } } })),
  });
}
