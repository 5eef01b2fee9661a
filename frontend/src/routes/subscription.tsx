import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { currentUserQueryKey, currentUserQueryOptions } from '@/features/identity/api/current-user';
import { SubscriptionPage } from '@/features/subscriptions/components/subscription-page';
import { parseSubscriptionSearch } from '@/features/subscriptions/subscription-search';

export const Route = createFileRoute('/subscription')({
  validateSearch: parseSubscriptionSearch,
  loader: ({ context }) => {
    // Imported here, not above: route options are in the first load, the API client is not.
    void import('@/features/subscriptions/api/plans').then(({ plansQueryOptions }) => context.queryClient.prefetchQuery(plansQueryOptions));
    return context.queryClient.ensureQueryData(currentUserQueryOptions);
  },
  component: SubscriptionRoute,
});

function SubscriptionRoute() {
  const queryClient = useQueryClient();
  const { data: user } = useSuspenseQuery(currentUserQueryOptions);
  const search = Route.useSearch();
  return <SubscriptionPage buyer={user} search={search} onActivated={() => queryClient.invalidateQueries({ queryKey: currentUserQueryKey })} />;
}
