import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { CoinDetailPage } from '@/features/catalog/components/detail/coin-detail-page';
import { CommentsSection } from '@/features/comments/components/comments-section';
import { currentUserQueryOptions } from '@/features/identity/api/current-user';
import { MessageSellerButton } from '@/features/messaging/components/message-seller-button';

export const Route = createFileRoute('/coin/$id')({
  // The coin comes with the screen, not after it: a placeholder replaced by the listing would move
  // everything below it (the footer) as the page settles. A failed load stays in the cache for the
  // screen's own Invalid / Not found / failed states.
  loader: ({ context, params }) =>
    Promise.all([
      context.queryClient.ensureQueryData(currentUserQueryOptions),
      import('@/features/catalog/api/coin').then(({ coinIdFromPath, coinQueryOptions }) => {
        const coinId = coinIdFromPath(params.id);
        return coinId === null ? undefined : context.queryClient.prefetchQuery(coinQueryOptions(coinId));
      }),
    ]),
  component: CoinRoute,
});

function CoinRoute() {
  const { id } = Route.useParams();
  const { data: user } = useSuspenseQuery(currentUserQueryOptions);
  return (
    <CoinDetailPage
      id={id}
      viewer={user}
      comments={(coinId) => <CommentsSection coinId={coinId} signedIn={user !== null} />}
      messageSeller={(coin) => <MessageSellerButton coinId={coin.id} sellerId={coin.sellerId} viewerId={user?.id ?? null} />}
    />
  );
}
