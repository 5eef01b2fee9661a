import { createFileRoute } from '@tanstack/react-router';
import { prefetchMyListings } from '@/api/prefetch-my-listings';
import { ManageListingsPage } from '@/features/catalog/components/listings/manage-listings-page';
import { parseMyListingsSearch } from '@/features/catalog/my-listings-search';

export const Route = createFileRoute('/_authenticated/my-listings')({
  validateSearch: parseMyListingsSearch,
  loader: ({ context }) => prefetchMyListings(context.queryClient),
  component: MyListingsRoute,
});

function MyListingsRoute() {
  const { highlight } = Route.useSearch();
  return <ManageListingsPage highlightedId={highlight} />;
}
