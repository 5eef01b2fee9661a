import { BellFilled } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import './unread-badge.css';

/** A small bell saying that offers wait for the viewer's answer; nothing when none do. */
export function OffersWaitingMarker({ count }: { count: number }) {
  const { t } = useTranslation('messaging');
  if (count <= 0) return null;
  const label = t('offersWaiting', { count });
  return (
    <span className="offers-waiting" title={label}>
      <BellFilled aria-hidden />
      <span className="visually-hidden">{label}</span>
    </span>
  );
}
