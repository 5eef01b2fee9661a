import { createFileRoute, redirect } from '@tanstack/react-router';
import { PageSpinner } from '@/components/page-spinner';
import { currentUserQueryOptions } from '@/features/identity/api/current-user';

/** Screens below this pathless layout need a session; visitors are sent to /auth. */
export const Route = createFileRoute('/_authenticated')({
  beforeLoad: async ({ context }) => {
    const user = await context.queryClient.ensureQueryData(currentUserQueryOptions);
    if (!user) throw redirect({ to: '/auth', replace: true });
  },
  pendingComponent: PageSpinner,
});
