import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Message } from '../types';
import { MessageBubble } from './message-bubble';
import { SafetyTip } from './safety-tip';

interface MessageListProps {
  messages: Message[];
  viewerId: number;
  /** The other party's name, read out before their messages. */
  partyName: string;
}

/** The conversation's messages, oldest first, after the safety tip; kept scrolled to the newest; new ones are announced. */
export function MessageList({ messages, viewerId, partyName }: MessageListProps) {
  const { t } = useTranslation('messaging');
  const scroller = useRef<HTMLDivElement>(null);
  const newestId = messages.at(-1)?.id;

  useEffect(() => {
    const element = scroller.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [newestId]);

  return (
    <div ref={scroller} className="chat__scroller" tabIndex={0} aria-label={t('chat.label')} role="region">
      <SafetyTip />
      {messages.length === 0 ? (
        <p className="chat__empty">{t('chat.empty')}</p>
      ) : (
        // The log wraps the list: role="log" on the <ol> itself would leave its items outside a list.
        <div role="log" aria-live="polite" aria-relevant="additions">
          <ol className="chat__messages">
            {messages.map((message) => (
              <MessageBubble
                key={message.id}
                message={message}
                mine={message.senderId === viewerId}
                senderName={message.senderId === viewerId ? t('chat.you') : partyName}
              />
            ))}
          </ol>
        </div>
      )}
    </div>
  );
}
