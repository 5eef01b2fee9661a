import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { BROWSE_CHOICES, type CoinSearchParams, parseCoinSearch } from '@/features/catalog/coin-filters';
import { BrowsePage } from '@/features/catalog/components/browse/browse-page';
import { currentUserQueryOptions } from '@/features/identity/api/current-user';
import { SaveSearchButton } from '@/features/saved-searches/components/save-search-button';
import { WatchHearts } from '@/features/watchlist/components/watch-hearts';

/** /?q=…&category=…&metal=…&sort=…: the filters live in the address (decisions/0039). */
export const Route = createFileRoute('/')({
  validateSearch: (search: Record<string, unknown>): CoinSearchParams => parseCoinSearch(search, BROWSE_CHOICES),
  loaderDeps: ({ search }) => search,
  // The coins' request starts with the screen's code, not after it; imported here to keep the API
  // client out of the first load. Not awaited: the screen shows its placeholders meanwhile.
  loader: ({ context, deps }) =>
    void import('@/features/catalog/api/prefetch-coin-list').then(({ prefetchCoinList }) =>
      prefetchCoinList(context.queryClient, deps, BROWSE_CHOICES),
    ),
  component: BrowseRoute,
});

function BrowseRoute() {
  const address = Route.useSearch();
  const navigate = Route.useNavigate();
  // Not awaited: the header asks for the session anyway, and the coins do not wait for it.
  const { data: user } = useQuery(currentUserQueryOptions);
  const viewerId = user === undefined ? undefined : (user?.id ?? null);
  // Replacing keeps Back for leaving the screen, and the scroll stays where the user is.
  return (
    <WatchHearts viewerId={viewerId}>
      <BrowsePage
        address={address}
        onAddressChange={(search) => void navigate({ search, replace: true, resetScroll: false })}
        saveSearch={(query) => <SaveSearchButton viewerId={viewerId} filters={{ ...query, sortBy: query.sortBy ?? 'recent' }} />}
      />
    </WatchHearts>
  );
}
