import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { currentUserQueryOptions } from '@/features/identity/api/current-user';
import { LogoutButton } from '@/features/identity/components/logout-button';
import { myListingsQueryOptions } from '@/features/profile/api/my-listings';
import { ProfilePage } from '@/features/profile/components/profile-page';

export const Route = createFileRoute('/_authenticated/profile')({
  loader: ({ context }) => void context.queryClient.prefetchQuery(myListingsQueryOptions),
  component: ProfileRoute,
});

function ProfileRoute() {
  const { data: user } = useSuspenseQuery(currentUserQueryOptions);
  if (!user) return null;
  return <ProfilePage user={user} signOut={<LogoutButton />} />;
}
