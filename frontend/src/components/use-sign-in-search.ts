import { useRouterState } from '@tanstack/react-router';
import { safeReturnPath } from '@/lib/return-path';

/** What /auth reads: where to go once signed in (decisions/0038). */
export interface SignInSearch {
  redirect?: string;
}

/** /auth's search for coming back to `path` (or nowhere in particular when it is home or not ours). */
export function signInSearch(path: string | undefined): SignInSearch {
  const redirect = safeReturnPath(path);
  return redirect && redirect !== '/' ? { redirect } : {};
}

/**
 * /auth's search for coming back to the screen the user is on now, with its query and hash. On /auth
 * itself, the return it already carries is kept.
 */
export function useSignInSearch(): SignInSearch {
  const href = useRouterState({ select: (state) => state.location.href });
  const url = new URL(href, 'https://sikka.invalid');
  return url.pathname === '/auth' ? signInSearch(url.searchParams.get('redirect') ?? undefined) : signInSearch(href);
}
