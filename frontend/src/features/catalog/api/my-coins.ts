import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { coinKeys } from '@/api/coin-keys';
import type { Coin } from '../types';

/** The signed-in user's listings, newest first: pending, rejected and sold ones included. */
export const myCoinsQueryOptions = queryOptions({
  queryKey: coinKeys.mine(),
  queryFn: (): Promise<Coin[]> => unwrap(api.GET('/api/user/coins')),
});
