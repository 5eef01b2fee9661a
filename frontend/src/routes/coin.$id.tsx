import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { loadForScreen } from '@/api/load-for-screen';
import { CoinDetailPage } from '@/features/catalog/components/detail/coin-detail-page';
import { CommentsSection } from '@/features/comments/components/comments-section';
import { currentUserQueryOptions } from '@/features/identity/api/current-user';
import { MessageSellerButton } from '@/features/messaging/components/message-seller-button';
import { WatchHearts } from '@/features/watchlist/components/watch-hearts';
import { idParam } from '@/lib/id-param';

export const Route = createFileRoute('/coin/$id')({
  // `id` is a number, or null for an address that holds none (the screen says Invalid coin ID).
  params: idParam('id'),
  // The coin comes with the screen, not after it: a placeholder replaced by the listing would move
  // everything below it (the footer) as the page settles. Its query options are imported here, not
  // above: route options are in the first load, the API client is not.
  loader: ({ context: { queryClient }, params: { id } }) =>
    Promise.all([
      queryClient.ensureQueryData(currentUserQueryOptions),
      id !== null && import('@/features/catalog/api/coin').then(({ coinQueryOptions }) => loadForScreen(queryClient, coinQueryOptions(id))),
    ]),
  component: CoinRoute,
});

function CoinRoute() {
  const { id } = Route.useParams();
  const { data: user } = useSuspenseQuery(currentUserQueryOptions);
  return (
    <WatchHearts viewerId={user?.id ?? null}>
      <CoinDetailPage
        coinId={id}
        viewer={user}
        comments={(coinId) => <CommentsSection coinId={coinId} signedIn={user !== null} />}
        messageSeller={(coin) => <MessageSellerButton coinId={coin.id} sellerId={coin.sellerId} viewerId={user?.id ?? null} />}
      />
    </WatchHearts>
  );
}
