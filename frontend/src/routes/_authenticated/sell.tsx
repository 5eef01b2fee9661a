import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { SellPage } from '@/features/catalog/components/sell/sell-page';
import { currentUserQueryKey, currentUserQueryOptions } from '@/features/identity/api/current-user';

export const Route = createFileRoute('/_authenticated/sell')({
  component: SellRoute,
});

function SellRoute() {
  const queryClient = useQueryClient();
  const { data: user } = useSuspenseQuery(currentUserQueryOptions);
  if (!user) return null;
  // The user's count of listings this month changed.
  return <SellPage viewer={user} onCreated={() => void queryClient.invalidateQueries({ queryKey: currentUserQueryKey })} />;
}
