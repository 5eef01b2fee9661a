import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { CoinGrid, CoinGridSkeleton } from '@/features/catalog/components/browse/coin-grid';
import { currentUserQueryOptions } from '@/features/identity/api/current-user';
import { WatchHearts } from '@/features/watchlist/components/watch-hearts';
import { WatchlistPage } from '@/features/watchlist/components/watchlist-page';

export const Route = createFileRoute('/_authenticated/watchlist')({
  // The list starts with the screen's code; not awaited, the screen shows placeholder cards meanwhile.
  loader: async ({ context: { queryClient } }) => {
    const user = await queryClient.ensureQueryData(currentUserQueryOptions);
    if (!user) return;
    const { watchlistQueryOptions } = await import('@/features/watchlist/api/watchlist');
    void queryClient.prefetchQuery(watchlistQueryOptions(user.id));
  },
  component: WatchlistRoute,
});

function WatchlistRoute() {
  const { data: user } = useSuspenseQuery(currentUserQueryOptions);
  if (!user) return null;
  return (
    <WatchHearts viewerId={user.id}>
      <WatchlistPage userId={user.id} renderCoins={(coins) => <CoinGrid coins={coins} priorityCards={2} />} placeholder={<CoinGridSkeleton />} />
    </WatchHearts>
  );
}
