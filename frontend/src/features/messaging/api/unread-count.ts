import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { messagingKeys } from './keys';

/** How many messages to the user are unread. */
export function unreadCountQueryOptions(userId: number) {
  return queryOptions({
    queryKey: messagingKeys.unreadCount(userId),
    queryFn: async (): Promise<number> => (await unwrap(api.GET('/api/messages/unread-count'))).unreadCount,
  });
}
