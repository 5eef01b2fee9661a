import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { prefetchMyListings } from '@/api/prefetch-my-listings';
import { currentUserQueryKey, currentUserQueryOptions } from '@/features/identity/api/current-user';
import { LogoutButton } from '@/features/identity/components/logout-button';
import { ProfilePage } from '@/features/profile/components/profile-page';

export const Route = createFileRoute('/_authenticated/profile')({
  loader: ({ context }) => prefetchMyListings(context.queryClient),
  component: ProfileRoute,
});

function ProfileRoute() {
  const queryClient = useQueryClient();
  const { data: user } = useSuspenseQuery(currentUserQueryOptions);
  if (!user) return null;
  return <ProfilePage user={user} signOut={<LogoutButton />} onUserChanged={(changed) => queryClient.setQueryData(currentUserQueryKey, changed)} />;
}
