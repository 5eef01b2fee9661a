import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { loadForScreen } from '@/api/load-for-screen';
import { SellerPage } from '@/features/catalog/components/seller/seller-page';
import { currentUserQueryOptions } from '@/features/identity/api/current-user';
import { WatchHearts } from '@/features/watchlist/components/watch-hearts';
import { idParam } from '@/lib/id-param';

export const Route = createFileRoute('/sellers/$sellerId')({
  // `sellerId` is a number, or null for an address that holds none (the screen says Seller not found).
  params: idParam('sellerId'),
  // The profile and the listings come with the screen, as a coin does with its own (coin.$id.tsx).
  loader: async ({ context: { queryClient }, params: { sellerId } }) => {
    if (sellerId === null) return;
    const [{ sellerProfileQueryOptions }, { sellerListingsQueryOptions }] = await Promise.all([
      import('@/features/catalog/api/seller-profile'),
      import('@/api/seller-listings'),
    ]);
    await Promise.all([
      loadForScreen(queryClient, sellerProfileQueryOptions(sellerId)),
      loadForScreen(queryClient, sellerListingsQueryOptions(sellerId)),
    ]);
  },
  component: SellerRoute,
});

function SellerRoute() {
  const { sellerId } = Route.useParams();
  const { data: user } = useQuery(currentUserQueryOptions);
  return (
    <WatchHearts viewerId={user === undefined ? undefined : (user?.id ?? null)}>
      <SellerPage sellerId={sellerId} viewerId={user?.id ?? null} />
    </WatchHearts>
  );
}
