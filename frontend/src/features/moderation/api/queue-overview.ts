import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { moderationKeys } from './keys';

/** Queue size, oldest waiting, median time to decision and decisions per admin (last 7 days). */
export const queueOverviewQueryOptions = queryOptions({
  queryKey: moderationKeys.queueOverview(),
  queryFn: () => unwrap(api.GET('/api/admin/queue/overview')),
});
