import { createFileRoute } from '@tanstack/react-router';
import { loadForScreen } from '@/api/load-for-screen';
import { SellerPage } from '@/features/catalog/components/seller/seller-page';
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
  return <SellerPage sellerId={sellerId} />;
}
