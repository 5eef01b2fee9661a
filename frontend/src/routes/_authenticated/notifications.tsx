import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { currentUserQueryOptions } from '@/features/identity/api/current-user';
import { NotificationsPage } from '@/features/notifications/components/notifications-page';
import { parseNotificationsSearch } from '@/features/notifications/notifications-search';

export const Route = createFileRoute('/_authenticated/notifications')({
  validateSearch: parseNotificationsSearch,
  // The list (or the settings) starts with the screen's code; not awaited, the screen shows its placeholder.
  loaderDeps: ({ search }) => ({ tab: search.tab }),
  loader: async ({ context: { queryClient }, deps }) => {
    const user = await queryClient.ensureQueryData(currentUserQueryOptions);
    if (!user) return;
    if (deps.tab === 'settings') {
      const { notificationPreferencesQueryOptions } = await import('@/features/notifications/api/preferences');
      void queryClient.prefetchQuery(notificationPreferencesQueryOptions(user.id));
    } else {
      const { notificationListQueryOptions } = await import('@/features/notifications/api/notification-list');
      void queryClient.prefetchInfiniteQuery(notificationListQueryOptions(user.id));
    }
  },
  component: NotificationsRoute,
});

function NotificationsRoute() {
  const { data: user } = useSuspenseQuery(currentUserQueryOptions);
  const { tab } = Route.useSearch();
  const navigate = Route.useNavigate();
  if (!user) return null;
  return (
    <NotificationsPage
      userId={user.id}
      tab={tab ?? 'all'}
      onTabChange={(next) => void navigate({ search: next === 'settings' ? { tab: 'settings' } : {}, replace: true })}
    />
  );
}
