import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { CoinDetailPage } from '@/features/catalog/components/detail/coin-detail-page';
import { CommentsSection } from '@/features/comments/components/comments-section';
import { currentUserQueryOptions } from '@/features/identity/api/current-user';
import { MessageSellerButton } from '@/features/messaging/components/message-seller-button';

export const Route = createFileRoute('/coin/$id')({
  loader: ({ context }) => context.queryClient.ensureQueryData(currentUserQueryOptions),
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
