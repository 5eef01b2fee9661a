import { createFileRoute, redirect, useNavigate } from '@tanstack/react-router';
import type { SignInSearch } from '@/components/use-sign-in-search';
import { currentUserQueryOptions } from '@/features/identity/api/current-user';
import { AuthPage } from '@/features/identity/components/auth-page';
import { safeReturnPath } from '@/lib/return-path';

/**
 * `?redirect=` is where to go once signed in: a path on this site, anything else dropped (decisions/0038).
 * The key is always returned, as the router lays this over the raw query; and it is checked again where it
 * is used.
 */
function parseAuthSearch(search: Record<string, unknown>): SignInSearch {
  return { redirect: safeReturnPath(search.redirect) };
}

export const Route = createFileRoute('/auth')({
  validateSearch: parseAuthSearch,
  beforeLoad: async ({ context, search }) => {
    const user = await context.queryClient.ensureQueryData(currentUserQueryOptions);
    if (user) throw redirect({ href: safeReturnPath(search.redirect) ?? '/', replace: true });
  },
  component: AuthRoute,
});

function AuthRoute() {
  const navigate = useNavigate();
  const returnTo = safeReturnPath(Route.useSearch().redirect);
  // Replacing /auth keeps Back from the screen the user returns to off the sign-in form.
  return <AuthPage returnTo={returnTo} onSignedIn={() => void navigate({ href: returnTo ?? '/', replace: true })} />;
}
