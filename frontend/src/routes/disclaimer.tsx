import { createFileRoute } from '@tanstack/react-router';
import { DisclaimerPage } from '@/features/static-pages';

export const Route = createFileRoute('/disclaimer')({
  component: DisclaimerPage,
});
