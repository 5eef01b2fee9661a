import type { QueryClient } from '@tanstack/react-query';
import { listingStatsQueryOptions } from './listing-stats';
import { queueOverviewQueryOptions } from './queue-overview';
import { usersQueryOptions } from './users';

/** Starts loading what the admin panel's first tab (Overview) shows, for the route's loader to call. */
export function prefetchOverview(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.prefetchQuery(usersQueryOptions(1)),
    queryClient.prefetchQuery(listingStatsQueryOptions),
    queryClient.prefetchQuery(queueOverviewQueryOptions),
  ]);
}
