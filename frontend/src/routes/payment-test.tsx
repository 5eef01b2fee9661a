import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { currentUserQueryOptions } from '@/features/identity/api/current-user';
import { PaymentTestPage } from '@/features/subscriptions/components/payment-test-page';

export const Route = createFileRoute('/payment-test')({
  loader: ({ context }) => context.queryClient.ensureQueryData(currentUserQueryOptions),
  component: PaymentTestRoute,
});

function PaymentTestRoute() {
  const { data: user } = useSuspenseQuery(currentUserQueryOptions);
  return <PaymentTestPage buyer={user} />;
}
