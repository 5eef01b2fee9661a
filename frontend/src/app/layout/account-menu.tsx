import { BellOutlined, DownOutlined, LogoutOutlined, PlusOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import { useNavigate } from '@tanstack/react-router';
import { Button, Dropdown, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import type { User } from '@/features/identity/types';
import { useSignOut } from '@/features/identity/components/logout-button';
import { NotificationCount } from '@/features/notifications/components/notification-count';
import { useUnreadNotifications } from '@/features/notifications/hooks/use-unread-notifications';
import { isSeller } from './is-seller';
import { usePendingReviewCount } from './use-pending-review-count';

/**
 * The phone header's account menu: the greeting, Sell for sellers, Notifications (with the unread
 * count, also on the menu's button), Admin (with the review count) for admins, and Logout, labelled in
 * words and two taps away from the language button beside it.
 */
export function AccountMenu({ user }: { user: User }) {
  const { t } = useTranslation('layout');
  const { t: tIdentity } = useTranslation('identity');
  const { t: tNotifications } = useTranslation('notifications');
  const navigate = useNavigate();
  const { signOut, pending } = useSignOut();
  const pendingReview = usePendingReviewCount(user.isAdmin);
  const unread = useUnreadNotifications(user.id);

  const items: MenuProps['items'] = [
    { key: 'greeting', label: t('header.greeting', { name: user.name }), disabled: true, className: 'account-menu__greeting' },
    { type: 'divider' },
    ...(isSeller(user)
      ? [{ key: 'sell', icon: <PlusOutlined aria-hidden />, label: t('header.sell'), onClick: () => void navigate({ to: '/sell' }) }]
      : []),
    {
      key: 'notifications',
      icon: <BellOutlined aria-hidden />,
      label: unread > 0 ? tNotifications('menuItemWithCount', { count: unread }) : tNotifications('menuItem'),
      onClick: () => void navigate({ to: '/notifications' }),
    },
    ...(user.isAdmin
      ? [
          {
            key: 'admin',
            icon: <SafetyCertificateOutlined aria-hidden />,
            label: pendingReview > 0 ? t('header.adminWithCount', { count: pendingReview }) : t('header.admin'),
            onClick: () => void navigate({ to: '/admin' }),
          },
        ]
      : []),
    { key: 'logout', icon: <LogoutOutlined aria-hidden />, label: tIdentity('logout.action'), danger: true, onClick: signOut },
  ];

  return (
    <Dropdown menu={{ items }} trigger={['click']} placement="bottomRight">
      <Button
        className="account-menu__trigger"
        loading={pending}
        aria-label={unread > 0 ? t('header.accountMenuWithUnread', { name: user.name, count: unread }) : t('header.accountMenu', { name: user.name })}
      >
        <span className="account-menu__initial" aria-hidden="true">
          {user.name.trim().charAt(0).toUpperCase() || '?'}
        </span>
        <DownOutlined aria-hidden className="account-menu__caret" />
        <span className="account-menu__count">
          <NotificationCount count={unread} />
        </span>
      </Button>
    </Dropdown>
  );
}
