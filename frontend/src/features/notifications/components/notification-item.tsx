import { useNavigate } from '@tanstack/react-router';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { notificationHref, opensElsewhere } from '../notification-link';
import { notificationText } from '../notification-text';
import type { AppNotification } from '../types';
import { NotificationIcon } from './notification-icon';

interface NotificationItemProps {
  notification: AppNotification;
  /** "5 min ago", "2 days ago" … */
  age: string;
  onOpen: (notification: AppNotification) => void;
}

/** One notification: its sentence and age, bold with a dot while unread; a tap marks it read and opens its screen. */
export function NotificationItem({ notification, age, onOpen }: NotificationItemProps) {
  const { t, i18n } = useTranslation('notifications');
  const navigate = useNavigate();
  const href = notificationHref(notification.link);
  const unread = notification.readAt === null;

  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    onOpen(notification);
    if (opensElsewhere(event.nativeEvent)) return;
    event.preventDefault();
    void navigate({ href });
  };

  return (
    <li className={unread ? 'notification-item notification-item--unread' : 'notification-item'}>
      <a className="notification-item__link" href={href} onClick={open}>
        <NotificationIcon type={notification.type} />
        <span className="notification-item__body">
          <span className="notification-item__text">{notificationText(t, notification, i18n.resolvedLanguage ?? 'en')}</span>
          <span className="notification-item__age">{age}</span>
        </span>
        {unread && (
          <span className="notification-item__dot">
            <span className="visually-hidden">{t('unread')}</span>
          </span>
        )}
      </a>
    </li>
  );
}
