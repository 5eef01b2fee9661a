import { createFileRoute } from '@tanstack/react-router';
import { SubscriptionPolicyPage } from '@/features/static-pages';

export const Route = createFileRoute('/cancellation-refund')({
  component: SubscriptionPolicyPage,
});
