import { createFileRoute, redirect, useNavigate } from '@tanstack/react-router';
import { currentUserQueryOptions } from '@/features/identity/api/current-user';
import { AuthPage } from '@/features/identity/components/auth-page';

export const Route = createFileRoute('/auth')({
  beforeLoad: async ({ context }) => {
    const user = await context.queryClient.ensureQueryData(currentUserQueryOptions);
    if (user) throw redirect({ to: '/', replace: true });
  },
  component: AuthRoute,
});

function AuthRoute() {
  const navigate = useNavigate();
  return <AuthPage onSignedIn={() => void navigate({ to: '/' })} />;
}
