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
  loader: async ({ context: { queryClient } }) => {
    const user = await queryClient.ensureQueryData(currentUserQueryOptions);
    // The conversation list starts with the screen's code; not awaited, the screen shows its placeholder.
    if (user) {
      void import('@/features/messaging/api/conversations').then(({ conversationsQueryOptions }) =>
        queryClient.prefetchQuery(conversationsQueryOptions(user.id)),
      );
    }
  },
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
