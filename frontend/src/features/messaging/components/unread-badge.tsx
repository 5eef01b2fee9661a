import { useTranslation } from 'react-i18next';
import { useSessionAwaitingCount } from '../hooks/use-awaiting-offers';
import { OffersWaitingMarker } from './offers-waiting-marker';
import { COUNT_PILL, shownCount } from '@/components/count-pill';
import './unread-badge.css';

interface UnreadBadgeProps {
  /** Unread messages (offers are never counted here). */
  count: number;
  /** Offers waiting for the viewer's answer; by default the session's total (the Messages entry). */
  awaitingOffers?: number;
}

/** A small counter of unread messages, and a bell when offers wait for an answer; nothing when neither. */
export function UnreadBadge({ count, awaitingOffers }: UnreadBadgeProps) {
  const { t } = useTranslation('messaging');
  const sessionAwaiting = useSessionAwaitingCount();
  const awaiting = awaitingOffers ?? sessionAwaiting;
  if (count <= 0 && awaiting <= 0) return null;
  return (
    <span className="unread-badges">
      {count > 0 && (
        <span className={COUNT_PILL}>
          <span aria-hidden="true">{shownCount(count)}</span>
          <span className="visually-hidden">{t('unreadCount', { count })}</span>
        </span>
      )}
      <OffersWaitingMarker count={awaiting} />
    </span>
  );
}
