import { BellOutlined, CheckOutlined } from '@ant-design/icons';
import { useInfiniteQuery } from '@tanstack/react-query';
import { App, Button, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { StatusMessage } from '@/components/status-message';
import { useActivityLabel } from '@/components/use-activity-label';
import { notificationListQueryOptions } from '../api/notification-list';
import { useMarkRead } from '../hooks/use-mark-read';
import { useUnreadNotifications } from '../hooks/use-unread-notifications';
import type { AppNotification } from '../types';
import { NotificationItem } from './notification-item';

/** The list is kept current by pushes; opened again after this long, it is asked for again (a read elsewhere sends only the count). */
const LIST_FRESH_MS = 30_000;

/** The user's notifications, newest first, with Mark all as read and Load more. */
export function NotificationList({ userId }: { userId: number }) {
  const { t } = useTranslation('notifications');
  const { message } = App.useApp();
  const activityLabel = useActivityLabel();
  const unread = useUnreadNotifications(userId);
  const markRead = useMarkRead(userId);
  const list = useInfiniteQuery({ ...notificationListQueryOptions(userId), staleTime: LIST_FRESH_MS });
  const notifications = list.data?.pages.flat() ?? [];

  const open = (notification: AppNotification) => {
    if (notification.readAt === null) markRead.mutate({ ids: [notification.id] });
  };
  const markAll = () => markRead.mutate({ all: true }, { onError: () => void message.error(t('markAllReadFailed')) });

  if (list.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (list.isError && notifications.length === 0) {
    return (
      <StatusMessage
        status="error"
        title={t('loadFailed')}
        extra={<Button onClick={() => void list.refetch()}>{t('retry')}</Button>}
      />
    );
  }
  if (notifications.length === 0) {
    return <StatusMessage icon={<BellOutlined aria-hidden />} title={t('empty.title')} description={t('empty.text')} />;
  }

  return (
    <section className="notification-list" aria-label={t('title')}>
      <div className="notification-list__toolbar">
        <Button icon={<CheckOutlined aria-hidden />} onClick={markAll} disabled={unread === 0} loading={markRead.isPending && markRead.variables && 'all' in markRead.variables}>
          {t('markAllRead')}
        </Button>
      </div>
      <ul className="notification-list__items">
        {notifications.map((notification) => (
          <NotificationItem key={notification.id} notification={notification} age={activityLabel(notification.createdAt)} onOpen={open} />
        ))}
      </ul>
      {list.hasNextPage && (
        <div className="notification-list__more">
          <Button onClick={() => void list.fetchNextPage()} loading={list.isFetchingNextPage}>
            {t('loadMore')}
          </Button>
        </div>
      )}
      {list.isFetchNextPageError && <p className="notification-list__problem" role="alert">{t('loadFailed')}</p>}
    </section>
  );
}
