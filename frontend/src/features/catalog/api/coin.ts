import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { coinKeys } from '@/api/coin-keys';
import type { Coin } from '../types';

/** A coin id as the address spells it: plain decimal digits, as the API accepts them; null otherwise. */
export function coinIdFromPath(id: string): number | null {
  return /^[1-9]\d{0,14}$/.test(id) ? Number(id) : null;
}

/** One listing; fetched again each time its screen opens (spec §7), by the route's loader. */
export function coinQueryOptions(id: number) {
  return queryOptions({
    queryKey: coinKeys.detail(id),
    queryFn: (): Promise<Coin> => unwrap(api.GET('/api/coins/{id}', { params: { path: { id } } })),
    staleTime: 0,
  });
}
