import { BellOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/button-link';
import { useUnreadNotifications } from '../hooks/use-unread-notifications';
import { NotificationCount } from './notification-count';
import './notification-bell.css';

/** The desktop header's bell: a way to /notifications with the live unread count on its corner. */
export function NotificationBell({ userId }: { userId: number }) {
  const { t } = useTranslation('notifications');
  const unread = useUnreadNotifications(userId);
  const label = unread > 0 ? `${t('bell.label')}, ${t('bell.unread', { count: unread })}` : t('bell.label');
  return (
    <span className="notification-bell">
      <ButtonLink to="/notifications" shape="circle" icon={<BellOutlined aria-hidden />} aria-label={label} title={t('bell.label')} />
      <span className="notification-bell__count">
        <NotificationCount count={unread} />
      </span>
    </span>
  );
}
