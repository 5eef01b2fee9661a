import { Link } from '@tanstack/react-router';
import { Avatar } from 'antd';
import { useTranslation } from 'react-i18next';
import { displayName, otherParty } from '../conversation-parties';
import type { Conversation } from '../types';
import { SuspendedTag } from './suspended-tag';
import { UnreadBadge } from './unread-badge';

interface ConversationListItemProps {
  conversation: Conversation;
  viewerId: number;
  selected: boolean;
  /** When it last moved, in words. */
  activity: string;
  /** Offers in it waiting for the viewer's answer. */
  awaitingOffers: number;
}

/** One conversation: the other party, the listing, the last message, when, what is unread and whether offers await. */
export function ConversationListItem({ conversation, viewerId, selected, activity, awaitingOffers }: ConversationListItemProps) {
  const { t } = useTranslation('messaging');
  const party = displayName(otherParty(conversation, viewerId).name, t('unknownUser'));
  const { lastMessage, unreadCount } = conversation;
  const unread = unreadCount > 0;

  return (
    <li>
      <Link
        to="/messages"
        search={{ conversation: conversation.id }}
        className={['conversation-item', selected && 'conversation-item--selected', unread && 'conversation-item--unread']
          .filter(Boolean)
          .join(' ')}
        aria-current={selected ? 'page' : undefined}
      >
        <Avatar size={44} className="conversation-item__avatar" aria-hidden>
          {party.initial}
        </Avatar>
        <span className="conversation-item__body">
          <span className="conversation-item__top">
            <span className="conversation-item__name">{party.name}</span>
            <SuspendedTag until={conversation.otherPartySuspendedUntil} />
            <time className="conversation-item__time" dateTime={conversation.updatedAt}>
              {activity}
            </time>
          </span>
          <span className="conversation-item__coin">{conversation.coin.title}</span>
          <span className="conversation-item__bottom">
            <span className="conversation-item__preview">
              {lastMessage
                ? `${lastMessage.senderId === viewerId ? `${t('list.you')}: ` : ''}${lastMessage.content}`
                : t('list.noMessages')}
            </span>
            <UnreadBadge count={unreadCount} awaitingOffers={awaitingOffers} />
          </span>
        </span>
      </Link>
    </li>
  );
}
