import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { AccessDenied } from '@/components/access-denied';
import { Page } from '@/components/page';
import { currentUserQueryOptions } from '@/features/identity/api/current-user';
import { AdminPanel } from '@/features/moderation/components/admin-panel';
import { QueuesDashboardLink } from '@/features/subscriptions/components/queues-dashboard-link';

export const Route = createFileRoute('/_authenticated/admin')({
  // The Overview tab's numbers start with the screen's code, for admins only (anyone else is refused,
  // and would only log failed requests). Not awaited: the tab shows its placeholders meanwhile.
  loader: async ({ context: { queryClient } }) => {
    const user = await queryClient.ensureQueryData(currentUserQueryOptions);
    if (user?.isAdmin) void import('@/features/moderation/api/prefetch-overview').then(({ prefetchOverview }) => prefetchOverview(queryClient));
  },
  component: AdminRoute,
});

function AdminRoute() {
  const { t } = useTranslation('common');
  const { data: user } = useSuspenseQuery(currentUserQueryOptions);
  return <Page title={t('pages.admin')}>{user?.isAdmin ? <AdminPanel tools={<QueuesDashboardLink />} /> : <AccessDenied />}</Page>;
}
