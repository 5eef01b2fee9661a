import type { QueryClient } from '@tanstack/react-query';
import { type CoinSearchParams, type FilterChoices, filtersFromSearch, hasSearchCriteria, toCoinQuery } from '../coin-filters';
import { coinListQueryOptions } from './coin-list';

/**
 * Starts loading the first page of coins for a browse or search address while the screen's code is
 * still arriving: the cards are the page's largest paint, so their request should not wait for the
 * screen to render (docs/decisions/0050-first-load-budget.md). The screen's own query then finds it.
 * `onlyWithCriteria`: /search lists nothing until there is text or a filter.
 */
export async function prefetchCoinList(
  queryClient: QueryClient,
  address: CoinSearchParams,
  choices: FilterChoices,
  { onlyWithCriteria = false } = {},
): Promise<void> {
  const applied = filtersFromSearch(address, choices);
  if (onlyWithCriteria && !hasSearchCriteria(applied)) return;
  await queryClient.prefetchInfiniteQuery(coinListQueryOptions(toCoinQuery(applied)));
}
