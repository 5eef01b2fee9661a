import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Page } from '@/components/page';
import { SignInRequired } from '@/components/sign-in-required';
import { currentUserQueryOptions } from '@/features/identity/api/current-user';
import { MessagesPage } from '@/features/messaging/components/messages-page';
import { parseMessagesSearch } from '@/features/messaging/messages-search';
import { ListingsTab } from '@/features/offers/components/listings-tab';
import { OffersTab } from '@/features/offers/components/offers-tab';

/** Needs a session, but a visitor gets a sign-in prompt here rather than a redirect. */
export const Route = createFileRoute('/messages')({
  validateSearch: parseMessagesSearch,
  loader: ({ context }) => context.queryClient.ensureQueryData(currentUserQueryOptions),
  component: MessagesRoute,
});

function MessagesRoute() {
  const { t } = useTranslation('common');
  const { data: user } = useSuspenseQuery(currentUserQueryOptions);
  const { conversation: conversationId } = Route.useSearch();
  if (!user) {
    return (
      <Page title={t('pages.messages')}>
        <SignInRequired />
      </Page>
    );
  }
  return (
    <MessagesPage
      viewer={user}
      conversationId={conversationId}
      listingsTab={(conversation) => <ListingsTab conversation={conversation} viewer={user} />}
      offersTab={(conversation) => <OffersTab conversation={conversation} viewer={user} />}
    />
  );
}
