import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import type { AdminCoin } from '../types';
import { moderationKeys } from './keys';

/** Listings waiting for review, oldest first. */
export const pendingCoinsQueryOptions = queryOptions({
  queryKey: moderationKeys.pending(),
  queryFn: (): Promise<AdminCoin[]> => unwrap(api.GET('/api/admin/coins/pending')),
});
