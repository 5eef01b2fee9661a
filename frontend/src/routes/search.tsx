import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { SessionSaveSearchButton, SessionWatchHearts } from '@/app/session-aware-parts';
import { type CoinQuery, type CoinSearchParams, parseCoinSearch, SEARCH_CHOICES } from '@/features/catalog/coin-filters';
import { SearchPage } from '@/features/catalog/components/search/search-page';

/** /search?q=mohur&metal=gold…: the search lives in the address (decisions/0039). */
export const Route = createFileRoute('/search')({
  validateSearch: (search: Record<string, unknown>): CoinSearchParams => parseCoinSearch(search, SEARCH_CHOICES),
  loaderDeps: ({ search }) => search,
  // As on / (routes/index.tsx): the results' request starts with the screen's code.
  loader: ({ context, deps }) =>
    void import('@/features/catalog/api/prefetch-coin-list').then(({ prefetchCoinList }) =>
      prefetchCoinList(context.queryClient, deps, SEARCH_CHOICES, { onlyWithCriteria: true }),
    ),
  component: SearchRoute,
});

/** One function for every render, so the screen's props do not change with it. */
const saveSearch = (query: CoinQuery) => <SessionSaveSearchButton filters={{ ...query, sortBy: query.sortBy ?? 'most-recent' }} />;

function SearchRoute() {
  const address = Route.useSearch();
  const navigate = Route.useNavigate();
  const onAddressChange = useCallback(
    (search: CoinSearchParams) => void navigate({ search, replace: true, resetScroll: false }),
    [navigate],
  );
  // As on / (routes/index.tsx): the session's answer renders the hearts and the save button again, not the screen.
  return (
    <SessionWatchHearts>
      <SearchPage address={address} onAddressChange={onAddressChange} saveSearch={saveSearch} />
    </SessionWatchHearts>
  );
}
