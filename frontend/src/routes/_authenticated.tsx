import { createFileRoute, redirect } from '@tanstack/react-router';
import { signInSearch } from '@/components/use-sign-in-search';
import { currentUserQueryOptions } from '@/features/identity/api/current-user';

/** Screens below this pathless layout need a session; visitors are sent to /auth, which brings them back. */
export const Route = createFileRoute('/_authenticated')({
  beforeLoad: async ({ context, location }) => {
    const user = await context.queryClient.ensureQueryData(currentUserQueryOptions);
    if (!user) throw redirect({ to: '/auth', search: signInSearch(location.href), replace: true });
  },
});
