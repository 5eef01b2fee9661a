import type { DefaultError, EnsureQueryDataOptions, QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * What a route's loader awaits for a screen about one thing (a coin, a seller): the cached data, or
 * one fetch, so that the screen renders with its content rather than a placeholder the content later
 * pushes down. A cached copy that is stale (a coin always is, spec §7; anything a mutation
 * invalidated) is shown at once and fetched again behind it. A failed fetch does not fail the route:
 * the query keeps its error and the screen shows its own Not found or failed state.
 */
export async function loadForScreen<TData, TQueryKey extends QueryKey>(
  queryClient: QueryClient,
  options: EnsureQueryDataOptions<TData, DefaultError, TData, TQueryKey>,
): Promise<void> {
  try {
    await queryClient.ensureQueryData({ ...options, revalidateIfStale: true });
  } catch {
    // The error stays in the cache, where the screen reads it.
  }
}
