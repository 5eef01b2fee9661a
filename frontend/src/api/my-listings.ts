import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from './client';
import { coinKeys } from './coin-keys';
import type { components } from './schema';

/**
 * The signed-in user's listings, newest first: pending, rejected and sold ones included, each with how
 * many people watch it. The Catalog's listing screens and the profile read this one query, so a change
 * to a listing refreshes both.
 */
export const myListingsQueryOptions = queryOptions({
  queryKey: coinKeys.mine(),
  queryFn: (): Promise<components['schemas']['MyCoinDto'][]> => unwrap(api.GET('/api/user/coins')),
});
