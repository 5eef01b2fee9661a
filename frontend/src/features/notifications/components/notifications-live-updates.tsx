import { useQueryClient } from '@tanstack/react-query';
import { useRealtimeEvent, useRealtimeReconnect } from '@/api/realtime/realtime-context';
import { notificationKeys } from '../api/keys';
import type { NotificationPages } from '../api/notification-list';
import { withNotificationsRead, withPushedNotification } from '../cache';
import { usePushSubscriptionSync } from '../hooks/use-push-subscription-sync';

/**
 * Mounted once per signed-in session by the app shell: keeps the bell and the list current from the
 * socket's pushes, without asking the server. `notification:new` puts the item on top of a loaded list
 * (a merged one leaves its old place); `notification:count` sets the badge, and when it says 0 every
 * loaded notification is read (they were read elsewhere: another tab, or the conversation itself).
 * After a reconnection everything is refreshed once, since pushes may have been missed. This browser's
 * push subscription, if it has one, is given to the server for the signed-in user.
 */
export function NotificationsLiveUpdates({ userId }: { userId: number }) {
  const queryClient = useQueryClient();
  const listKey = notificationKeys.list(userId);
  usePushSubscriptionSync(userId);

  useRealtimeEvent('notification:new', (notification) => {
    queryClient.setQueryData<NotificationPages>(listKey, (list) => withPushedNotification(list, notification));
  });

  useRealtimeEvent('notification:count', ({ unreadCount }) => {
    queryClient.setQueryData(notificationKeys.unreadCount(userId), unreadCount);
    if (unreadCount === 0) {
      queryClient.setQueryData<NotificationPages>(listKey, (list) => withNotificationsRead(list, 'all', new Date().toISOString()));
    }
  });

  useRealtimeReconnect(() => void queryClient.invalidateQueries({ queryKey: notificationKeys.all(userId) }));

  return null;
}
