import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { currentUserQueryOptions } from '@/features/identity/api/current-user';
import { LogoutButton } from '@/features/identity/components/logout-button';
import { ProfilePage } from '@/features/profile/components/profile-page';

export const Route = createFileRoute('/_authenticated/profile')({
  // Imported here, not above: route options are in the first load, the API client is not.
  loader: ({ context }) =>
    void import('@/features/profile/api/my-listings').then(({ myListingsQueryOptions }) => context.queryClient.prefetchQuery(myListingsQueryOptions)),
  component: ProfileRoute,
});

function ProfileRoute() {
  const { data: user } = useSuspenseQuery(currentUserQueryOptions);
  if (!user) return null;
  return <ProfilePage user={user} signOut={<LogoutButton />} />;
}
