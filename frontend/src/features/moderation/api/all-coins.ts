import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import type { AdminCoin } from '../types';
import { moderationKeys } from './keys';

/** Every listing that is not deleted, in any status. */
export const allCoinsQueryOptions = queryOptions({
  queryKey: moderationKeys.all(),
  queryFn: (): Promise<AdminCoin[]> => unwrap(api.GET('/api/admin/coins/all')),
});
