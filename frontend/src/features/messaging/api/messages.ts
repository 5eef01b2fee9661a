import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { withConversationRead } from '../cache';
import type { Conversation, Message } from '../types';
import { messagingKeys } from './keys';

/**
 * A conversation's messages, oldest first. Fetching them marks the ones sent to the user read, so the
 * conversation list stops counting them too.
 */
export function messagesQueryOptions(userId: number, conversationId: number) {
  return queryOptions({
    queryKey: messagingKeys.messages(userId, conversationId),
    queryFn: async ({ client }): Promise<Message[]> => {
      const messages = await unwrap(
        api.GET('/api/conversations/{id}/messages', { params: { path: { id: conversationId } } }),
      );
      client.setQueryData<Conversation[]>(messagingKeys.conversations(userId), (conversations) =>
        withConversationRead(conversations, conversationId),
      );
      return messages;
    },
  });
}
