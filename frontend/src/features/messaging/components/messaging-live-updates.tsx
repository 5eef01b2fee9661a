import { useQueryClient } from '@tanstack/react-query';
import { useRealtimeEvent, useRealtimeReconnect } from '@/api/realtime/realtime-context';
import { messagingKeys } from '../api/keys';
import { withMessage } from '../cache';
import { useAwaitingOffers } from '../hooks/use-awaiting-offers';
import type { Message } from '../types';

/**
 * Mounted once per signed-in session by the app shell: keeps messaging data current from the
 * socket's pushes. A new message joins its conversation; one sent to the user is fetched again if
 * its conversation is open (which marks it read); the list is refreshed; the unread count is set.
 * A block or unblock between the user and someone (`conversations:changed`) reads the list again.
 * After a reconnection all messaging data is refreshed once, since pushes may have been missed.
 */
export function MessagingLiveUpdates({ userId }: { userId: number }) {
  const queryClient = useQueryClient();
  // Keeps the offers awaiting the user observed for the whole session (the bottom bar's badge reads it).
  useAwaitingOffers(userId);
  const refreshAwaiting = () => void queryClient.invalidateQueries({ queryKey: messagingKeys.awaitingOffers(userId) });
  useRealtimeEvent('offer:new', refreshAwaiting);
  useRealtimeEvent('offer:updated', refreshAwaiting);

  useRealtimeEvent('message:new', ({ conversationId, message }) => {
    const messagesKey = messagingKeys.messages(userId, conversationId);
    queryClient.setQueryData<Message[]>(messagesKey, (messages) => withMessage(messages, message));
    const read = message.receiverId === userId ? queryClient.invalidateQueries({ queryKey: messagesKey }) : undefined;
    void Promise.resolve(read).then(() =>
      queryClient.invalidateQueries({ queryKey: messagingKeys.conversations(userId) }),
    );
  });

  useRealtimeEvent('conversations:changed', () => {
    void queryClient.invalidateQueries({ queryKey: messagingKeys.conversations(userId) });
  });

  useRealtimeEvent('unread:count', ({ unreadCount }) => {
    queryClient.setQueryData(messagingKeys.unreadCount(userId), unreadCount);
  });

  useRealtimeReconnect(() => void queryClient.invalidateQueries({ queryKey: messagingKeys.all(userId) }));

  return null;
}
