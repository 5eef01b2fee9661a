import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { moderationKeys } from './keys';

/** Listings by status, for the overview. */
export const listingStatsQueryOptions = queryOptions({
  queryKey: moderationKeys.stats(),
  queryFn: () => unwrap(api.GET('/api/admin/coins/stats')),
});
