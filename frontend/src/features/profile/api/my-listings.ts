import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { coinKeys } from '@/api/coin-keys';
import type { Listing } from '../types';

/** The signed-in user's listings, newest first (the key is shared, so listing changes refresh it). */
export const myListingsQueryOptions = queryOptions({
  queryKey: coinKeys.mine(),
  queryFn: (): Promise<Listing[]> => unwrap(api.GET('/api/user/coins')),
});
