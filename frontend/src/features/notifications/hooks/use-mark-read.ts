import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notificationKeys } from '../api/keys';
import type { NotificationPages } from '../api/notification-list';
import { markNotificationsRead, type ReadTarget } from '../api/mark-read';
import { withNotificationsRead } from '../cache';

/**
 * Marks notifications read: the list shows them read at once, and the server's answer sets the unread
 * count (the `notification:count` push that follows says the same). A failure restores the list.
 */
export function useMarkRead(userId: number) {
  const queryClient = useQueryClient();
  const listKey = notificationKeys.list(userId);
  return useMutation({
    mutationFn: markNotificationsRead,
    onMutate: async (target: ReadTarget) => {
      await queryClient.cancelQueries({ queryKey: listKey });
      const before = queryClient.getQueryData<NotificationPages>(listKey);
      const ids = 'all' in target ? 'all' : target.ids;
      queryClient.setQueryData<NotificationPages>(listKey, (list) => withNotificationsRead(list, ids, new Date().toISOString()));
      return { before };
    },
    onError: (_error, _target, context) => {
      if (context?.before) queryClient.setQueryData(listKey, context.before);
    },
    onSuccess: ({ unreadCount }) => {
      queryClient.setQueryData(notificationKeys.unreadCount(userId), unreadCount);
    },
  });
}
