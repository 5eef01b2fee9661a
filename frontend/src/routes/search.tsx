import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { type CoinSearchParams, parseCoinSearch, SEARCH_CHOICES } from '@/features/catalog/coin-filters';
import { SearchPage } from '@/features/catalog/components/search/search-page';
import { currentUserQueryOptions } from '@/features/identity/api/current-user';
import { SaveSearchButton } from '@/features/saved-searches/components/save-search-button';
import { WatchHearts } from '@/features/watchlist/components/watch-hearts';

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

function SearchRoute() {
  const address = Route.useSearch();
  const navigate = Route.useNavigate();
  const { data: user } = useQuery(currentUserQueryOptions);
  const viewerId = user === undefined ? undefined : (user?.id ?? null);
  return (
    <WatchHearts viewerId={viewerId}>
      <SearchPage
        address={address}
        onAddressChange={(search) => void navigate({ search, replace: true, resetScroll: false })}
        saveSearch={(query) => <SaveSearchButton viewerId={viewerId} filters={{ ...query, sortBy: query.sortBy ?? 'most-recent' }} />}
      />
    </WatchHearts>
  );
}
