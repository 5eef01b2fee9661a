import { MessageOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Grid, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePollingFallback } from '@/api/realtime/realtime-context';
import { ButtonLink } from '@/components/button-link';
import { Page } from '@/components/page';
import { StatusMessage } from '@/components/status-message';
import { conversationsQueryOptions } from '../api/conversations';
import { CONVERSATIONS_POLL_MS } from '../polling';
import type { Conversation, Viewer } from '../types';
import { ConversationList } from './conversation-list';
import { ConversationPanel } from './conversation-panel';
import './messages-page.css';

interface MessagesPageProps {
  viewer: Viewer;
  /** The open conversation, from the address. */
  conversationId?: number;
  /** The open conversation's Listings and Offers tabs. */
  listingsTab: (conversation: Conversation) => ReactNode;
  offersTab: (conversation: Conversation) => ReactNode;
}

/**
 * /messages for a signed-in user: the empty state, or the conversation list and the open
 * conversation — side by side on wide screens, one at a time on phones.
 */
export function MessagesPage({ viewer, conversationId, listingsTab, offersTab }: MessagesPageProps) {
  const { t } = useTranslation('messaging');
  const wide = Grid.useBreakpoint().md === true;
  const refetchInterval = usePollingFallback(CONVERSATIONS_POLL_MS);
  const conversations = useQuery({ ...conversationsQueryOptions(viewer.id), refetchInterval });

  let body: ReactNode;
  if (conversations.isPending) {
    body = <Skeleton active avatar paragraph={{ rows: 6 }} />;
  } else if (conversations.isError) {
    body = <StatusMessage status="warning" title={t('list.loadFailed')} description={conversations.error.message} />;
  } else if (conversations.data.length === 0) {
    body = (
      <StatusMessage
        icon={<MessageOutlined aria-hidden />}
        title={t('empty.title')}
        description={t('empty.description')}
        extra={
          <ButtonLink to="/" color="primary" variant="solid" size="large">
            {t('empty.browse')}
          </ButtonLink>
        }
      />
    );
  } else {
    const list = <ConversationList conversations={conversations.data} viewerId={viewer.id} selectedId={conversationId} />;
    const panel = (
      <ConversationPanel
        conversations={conversations.data}
        conversationId={conversationId}
        searching={conversations.isFetching}
        viewer={viewer}
        showBack={!wide}
        listingsTab={listingsTab}
        offersTab={offersTab}
      />
    );
    body = wide ? (
      <div className="messages messages--wide">
        <div className="messages__list">{list}</div>
        <div className="messages__panel">{panel}</div>
      </div>
    ) : (
      <div className="messages">{conversationId === undefined ? list : panel}</div>
    );
  }

  return <Page title={t('pages.messages', { ns: 'common' })}>{body}</Page>;
}
