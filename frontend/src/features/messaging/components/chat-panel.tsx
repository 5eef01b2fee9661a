import { useQuery } from '@tanstack/react-query';
import { Alert, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePollingFallback } from '@/api/realtime/realtime-context';
import { messagesQueryOptions } from '../api/messages';
import { displayName, otherParty } from '../conversation-parties';
import { MESSAGES_POLL_MS } from '../polling';
import type { Conversation, Viewer } from '../types';
import { BlockedNotice } from './blocked-notice';
import { MessageComposer } from './message-composer';
import { MessageList } from './message-list';
import './chat.css';

/** The Chat tab: the messages, live, and the box to write the next one (disabled, with word why, while either blocks the other). */
export function ChatPanel({ conversation, viewer }: { conversation: Conversation; viewer: Viewer }) {
  const { t } = useTranslation('messaging');
  const refetchInterval = usePollingFallback(MESSAGES_POLL_MS);
  const messages = useQuery({ ...messagesQueryOptions(viewer.id, conversation.id), refetchInterval });
  const party = otherParty(conversation, viewer.id);
  const partyName = displayName(party.name, t('unknownUser')).name;
  const { blockedByMe, blockedMe } = conversation;

  return (
    <div className="chat">
      {messages.isPending && (
        <div className="chat__status" role="status">
          <Spin description={t('loading', { ns: 'common' })} />
        </div>
      )}
      {messages.isError && <Alert type="error" showIcon title={t('chat.loadFailed')} description={messages.error.message} />}
      {messages.data && <MessageList messages={messages.data} viewerId={viewer.id} partyName={partyName} />}
      <BlockedNotice viewerId={viewer.id} party={{ id: party.id, name: partyName }} blockedByMe={blockedByMe} blockedMe={blockedMe} />
      <MessageComposer userId={viewer.id} conversationId={conversation.id} disabled={blockedByMe || blockedMe} />
    </div>
  );
}
