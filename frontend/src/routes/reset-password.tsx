import { createFileRoute, redirect, useNavigate } from '@tanstack/react-router';
import type { SignInSearch } from '@/components/use-sign-in-search';
import { currentUserQueryOptions } from '@/features/identity/api/current-user';
import { ResetPasswordPage } from '@/features/identity/components/reset-password-page';
import { safeReturnPath } from '@/lib/return-path';

/** `?redirect=` as on /auth: where to go once signed in with the new password (a path on this site). */
function parseResetSearch(search: Record<string, unknown>): SignInSearch {
  return { redirect: safeReturnPath(search.redirect) };
}

export const Route = createFileRoute('/reset-password')({
  validateSearch: parseResetSearch,
  beforeLoad: async ({ context, search }) => {
    const user = await context.queryClient.ensureQueryData(currentUserQueryOptions);
    if (user) throw redirect({ href: safeReturnPath(search.redirect) ?? '/', replace: true });
  },
  component: ResetPasswordRoute,
});

function ResetPasswordRoute() {
  const navigate = useNavigate();
  const returnTo = safeReturnPath(Route.useSearch().redirect);
  return <ResetPasswordPage returnTo={returnTo} onSignedIn={() => void navigate({ href: returnTo ?? '/', replace: true })} />;
}
