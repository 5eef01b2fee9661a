import type { QueryClient } from '@tanstack/react-query';

/**
 * Starts loading the signed-in user's listings from a route's loader, without waiting: the screen
 * shows its placeholders meanwhile. The query options are imported here, not above, so the API client
 * stays out of the first load (route options are in it; decisions/0050).
 */
export function prefetchMyListings(queryClient: QueryClient): void {
  void import('./my-listings').then(({ myListingsQueryOptions }) => queryClient.prefetchQuery(myListingsQueryOptions));
}
