import { MessageOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/button-link';
import { useAwaitingOffers } from '../hooks/use-awaiting-offers';
import { useUnreadCount } from '../hooks/use-unread-count';
import { UnreadBadge } from './unread-badge';
import './messages-link.css';

/** The header's way to /messages for a signed-in user, with the live unread count (and offers awaiting them) on it. */
export function MessagesLink({ userId }: { userId: number }) {
  const { t } = useTranslation('messaging');
  const unreadCount = useUnreadCount(userId);
  const awaiting = useAwaitingOffers(userId);
  return (
    <ButtonLink to="/messages" icon={<MessageOutlined aria-hidden />} className="messages-link">
      {t('headerLink')}
      <span className="messages-link__badge">
        <UnreadBadge count={unreadCount} awaitingOffers={awaiting?.awaitingCount ?? 0} />
      </span>
    </ButtonLink>
  );
}
