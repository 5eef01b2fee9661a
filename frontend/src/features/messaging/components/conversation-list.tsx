import { useTranslation } from 'react-i18next';
import { awaitingIn } from '../api/awaiting-offers';
import { useAwaitingOffers } from '../hooks/use-awaiting-offers';
import type { Conversation } from '../types';
import { ConversationListItem } from './conversation-list-item';
import { useActivityLabel } from '@/components/use-activity-label';
import './conversation-list.css';

interface ConversationListProps {
  conversations: Conversation[];
  viewerId: number;
  /** The open conversation, highlighted. */
  selectedId?: number;
}

/** The viewer's conversations, most recent activity first. */
export function ConversationList({ conversations, viewerId, selectedId }: ConversationListProps) {
  const { t } = useTranslation('messaging');
  const activityLabel = useActivityLabel();
  const awaiting = useAwaitingOffers(viewerId);
  return (
    <nav aria-label={t('list.label')}>
      <ul className="conversation-list">
        {conversations.map((conversation) => (
          <ConversationListItem
            key={conversation.id}
            conversation={conversation}
            viewerId={viewerId}
            selected={conversation.id === selectedId}
            activity={activityLabel(conversation.updatedAt)}
            awaitingOffers={awaitingIn(awaiting, conversation.id)}
          />
        ))}
      </ul>
    </nav>
  );
}
