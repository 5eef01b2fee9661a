import { createFileRoute } from '@tanstack/react-router';
import { SellerPage } from '@/features/catalog/components/seller/seller-page';

export const Route = createFileRoute('/sellers/$sellerId')({
  component: SellerRoute,
});

function SellerRoute() {
  const { sellerId } = Route.useParams();
  return <SellerPage sellerId={sellerId} />;
}
