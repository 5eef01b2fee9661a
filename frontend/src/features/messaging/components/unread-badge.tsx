import { useTranslation } from 'react-i18next';
import './unread-badge.css';

/** Counts above this show as "99+". */
const MAX_SHOWN = 99;

/** A small counter of unread messages; renders nothing when there are none. */
export function UnreadBadge({ count }: { count: number }) {
  const { t } = useTranslation('messaging');
  if (count <= 0) return null;
  return (
    <span className="unread-badge">
      <span aria-hidden="true">{count > MAX_SHOWN ? `${MAX_SHOWN}+` : count}</span>
      <span className="visually-hidden">{t('unreadCount', { count })}</span>
    </span>
  );
}
