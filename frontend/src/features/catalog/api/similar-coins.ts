import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { coinKeys } from '@/api/coin-keys';
import type { Coin } from '../types';

/** Up to six live coins like a public one: same category first, then same metal, then the nearest price. */
export function similarCoinsQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...coinKeys.detail(id), 'similar'] as const,
    queryFn: (): Promise<Coin[]> => unwrap(api.GET('/api/coins/{id}/similar', { params: { path: { id } } })),
  });
}
