import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Page } from '@/components/page';
import { PageSpinner } from '@/components/page-spinner';
import { SignInRequired } from '@/components/sign-in-required';
import { currentUserQueryOptions } from '@/features/identity/api/current-user';

/** Needs a session, but a visitor gets a sign-in prompt here rather than a redirect. */
export const Route = createFileRoute('/messages')({
  loader: ({ context }) => context.queryClient.ensureQueryData(currentUserQueryOptions),
  pendingComponent: PageSpinner,
  component: MessagesRoute,
});

function MessagesRoute() {
  const { t } = useTranslation('common');
  const { data: user } = useSuspenseQuery(currentUserQueryOptions);
  return <Page title={t('pages.messages')}>{user ? null : <SignInRequired />}</Page>;
}
