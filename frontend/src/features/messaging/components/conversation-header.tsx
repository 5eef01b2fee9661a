import { ArrowLeftOutlined } from '@ant-design/icons';
import { Link } from '@tanstack/react-router';
import { Alert, Avatar, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/button-link';
import { formatInr } from '@/lib/format-inr';
import { displayName, otherParty } from '../conversation-parties';
import type { Conversation } from '../types';
import { BlockPartyAction } from './block-party-action';
import { SuspendedTag } from './suspended-tag';

interface ConversationHeaderProps {
  conversation: Conversation;
  viewerId: number;
  showBack: boolean;
}

/** The other party, their role (and suspension), Block, and the listing the conversation is about (or that it was removed). */
export function ConversationHeader({ conversation, viewerId, showBack }: ConversationHeaderProps) {
  const { t } = useTranslation('messaging');
  const other = otherParty(conversation, viewerId);
  const party = displayName(other.name, t('unknownUser'));
  const { coin } = conversation;
  return (
    <header className="conversation__header">
      <div className="conversation__who">
        {showBack && (
          <ButtonLink
            to="/messages"
            variant="text"
            icon={<ArrowLeftOutlined aria-hidden />}
            aria-label={t('panel.allConversations')}
            title={t('panel.allConversations')}
          />
        )}
        <Avatar size={40} className="conversation__avatar" aria-hidden>
          {party.initial}
        </Avatar>
        <div className="conversation__names">
          <h2 id={`conversation-${conversation.id}-title`} className="conversation__title">
            {party.name}{' '}
            <Tag className="conversation__role">
              {conversation.sellerId === viewerId ? t('header.buyer') : t('header.seller')}
            </Tag>
            <SuspendedTag until={conversation.otherPartySuspendedUntil} />
          </h2>
          <p className="conversation__coin">
            {coin.isRemoved ? (
              <span className="conversation__coin-title">{coin.title}</span>
            ) : (
              <Link to="/coin/$id" params={{ id: coin.id }} className="conversation__coin-title">
                {coin.title}
              </Link>
            )}
            <span className="conversation__price">{formatInr(coin.price)}</span>
            {coin.isSold && !coin.isRemoved && <Tag color="red">{t('header.sold')}</Tag>}
          </p>
        </div>
        {!conversation.blockedByMe && (
          <div className="conversation__actions">
            <BlockPartyAction conversationId={conversation.id} viewerId={viewerId} name={party.name} />
          </div>
        )}
      </div>
      {coin.isRemoved && <Alert type="warning" showIcon title={t('header.removed')} />}
    </header>
  );
}
