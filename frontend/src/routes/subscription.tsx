import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { PageSpinner } from '@/components/page-spinner';
import { currentUserQueryKey, currentUserQueryOptions } from '@/features/identity/api/current-user';
import { plansQueryOptions } from '@/features/subscriptions/api/plans';
import { SubscriptionPage } from '@/features/subscriptions/components/subscription-page';
import { parseSubscriptionSearch } from '@/features/subscriptions/subscription-search';

export const Route = createFileRoute('/subscription')({
  validateSearch: parseSubscriptionSearch,
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(plansQueryOptions);
    return context.queryClient.ensureQueryData(currentUserQueryOptions);
  },
  pendingComponent: PageSpinner,
  component: SubscriptionRoute,
});

function SubscriptionRoute() {
  const queryClient = useQueryClient();
  const { data: user } = useSuspenseQuery(currentUserQueryOptions);
  const search = Route.useSearch();
  return <SubscriptionPage buyer={user} search={search} onActivated={() => queryClient.invalidateQueries({ queryKey: currentUserQueryKey })} />;
}
