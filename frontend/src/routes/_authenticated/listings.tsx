import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { prefetchMyListings } from '@/api/prefetch-my-listings';
import { ListingsPage } from '@/features/catalog/components/listings/listings-page';
import { currentUserQueryOptions } from '@/features/identity/api/current-user';

export const Route = createFileRoute('/_authenticated/listings')({
  loader: ({ context }) => prefetchMyListings(context.queryClient),
  component: ListingsRoute,
});

function ListingsRoute() {
  const { data: user } = useSuspenseQuery(currentUserQueryOptions);
  return user ? <ListingsPage viewer={user} /> : null;
}
