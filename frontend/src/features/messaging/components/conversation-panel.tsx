import { ArrowLeftOutlined, MessageOutlined, QuestionCircleOutlined } from '@ant-design/icons';
import { Spin } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/button-link';
import { StatusMessage } from '@/components/status-message';
import type { Conversation, Viewer } from '../types';
import { ConversationView } from './conversation-view';

interface ConversationPanelProps {
  conversations: Conversation[];
  conversationId?: number;
  /** The list is being fetched again: a conversation just started may be on its way. */
  searching: boolean;
  viewer: Viewer;
  showBack: boolean;
  listingsTab: (conversation: Conversation) => ReactNode;
  offersTab: (conversation: Conversation) => ReactNode;
}

/** The open conversation, a prompt to choose one, or word that the address names none of the viewer's. */
export function ConversationPanel({ conversations, conversationId, searching, ...viewProps }: ConversationPanelProps) {
  const { t } = useTranslation('messaging');
  const conversation = conversations.find((candidate) => candidate.id === conversationId);
  if (conversation) return <ConversationView key={conversation.id} conversation={conversation} {...viewProps} />;
  if (conversationId === undefined) {
    return (
      <StatusMessage
        framed={false}
        icon={<MessageOutlined aria-hidden />}
        title={t('panel.choose')}
        description={t('panel.chooseHint')}
      />
    );
  }
  if (searching) {
    return (
      <div className="messages__loading" role="status">
        <Spin description={t('loading', { ns: 'common' })} />
      </div>
    );
  }
  return (
    <StatusMessage
      framed={false}
      icon={<QuestionCircleOutlined aria-hidden />}
      title={t('panel.notFound')}
      extra={
        <ButtonLink to="/messages" icon={<ArrowLeftOutlined aria-hidden />}>
          {t('panel.allConversations')}
        </ButtonLink>
      }
    />
  );
}
