import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { currentUserQueryOptions } from '@/features/identity/api/current-user';
import { PaymentTestPage } from '@/features/subscriptions/components/payment-test-page';

export const Route = createFileRoute('/payment-test')({
  loader: ({ context: { queryClient } }) => {
    // As on /subscription: the configuration starts with the screen's code, imported here to keep the
    // API client out of the first load.
    void import('@/features/subscriptions/api/payment-config').then(({ paymentConfigQueryOptions }) =>
      queryClient.prefetchQuery(paymentConfigQueryOptions),
    );
    return queryClient.ensureQueryData(currentUserQueryOptions);
  },
  component: PaymentTestRoute,
});

function PaymentTestRoute() {
  const { data: user } = useSuspenseQuery(currentUserQueryOptions);
  return <PaymentTestPage buyer={user} />;
}
