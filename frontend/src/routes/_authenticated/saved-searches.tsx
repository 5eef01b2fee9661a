import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { currentUserQueryOptions } from '@/features/identity/api/current-user';
import { SavedSearchesPage } from '@/features/saved-searches/components/saved-searches-page';

export const Route = createFileRoute('/_authenticated/saved-searches')({
  // The list starts with the screen's code; not awaited, the screen shows its placeholder meanwhile.
  loader: async ({ context: { queryClient } }) => {
    const user = await queryClient.ensureQueryData(currentUserQueryOptions);
    if (!user) return;
    const { savedSearchesQueryOptions } = await import('@/features/saved-searches/api/saved-searches');
    void queryClient.prefetchQuery(savedSearchesQueryOptions(user.id));
  },
  component: SavedSearchesRoute,
});

function SavedSearchesRoute() {
  const { data: user } = useSuspenseQuery(currentUserQueryOptions);
  return user ? <SavedSearchesPage userId={user.id} /> : null;
}
