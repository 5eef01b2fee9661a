import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { coinKeys } from '@/api/coin-keys';
import type { Coin } from '../types';

/**
 * One listing; always stale, so it is fetched again each time its screen opens (spec §7): the route's
 * loader shows a cached copy at once and fetches it behind the screen (api/load-for-screen.ts).
 */
export function coinQueryOptions(id: number) {
  return queryOptions({
    queryKey: coinKeys.detail(id),
    queryFn: (): Promise<Coin> => unwrap(api.GET('/api/coins/{id}', { params: { path: { id } } })),
    staleTime: 0,
  });
}
