import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { SessionSaveSearchButton, SessionWatchHearts } from '@/app/session-aware-parts';
import { BROWSE_CHOICES, type CoinQuery, type CoinSearchParams, parseCoinSearch } from '@/features/catalog/coin-filters';
import { BrowsePage } from '@/features/catalog/components/browse/browse-page';

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

/** One function for every render, so the screen's props do not change with it. */
const saveSearch = (query: CoinQuery) => <SessionSaveSearchButton filters={{ ...query, sortBy: query.sortBy ?? 'recent' }} />;

function BrowseRoute() {
  const address = Route.useSearch();
  const navigate = Route.useNavigate();
  // Replacing keeps Back for leaving the screen, and the scroll stays where the user is.
  const onAddressChange = useCallback(
    (search: CoinSearchParams) => void navigate({ search, replace: true, resetScroll: false }),
    [navigate],
  );
  // The session is not awaited (the header asks for it anyway, and the coins do not wait for it) and
  // not read here: its answer renders the hearts and the save button again, not the whole screen.
  return (
    <SessionWatchHearts>
      <BrowsePage address={address} onAddressChange={onAddressChange} saveSearch={saveSearch} />
    </SessionWatchHearts>
  );
}
