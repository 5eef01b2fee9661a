import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { withMessage } from '../cache';
import type { Message } from '../types';
import { messagingKeys } from './keys';

/**
 * Sends a message; it joins the conversation at once and the list shows it as the last one. A refusal
 * reads the conversations again: a block just made (403) then shows in the open conversation.
 */
export function useSendMessage(userId: number, conversationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: string): Promise<Message> =>
      unwrap(
        api.POST('/api/conversations/{id}/messages', { params: { path: { id: conversationId } }, body: { content } }),
      ),
    onSuccess: (message) => {
      queryClient.setQueryData<Message[]>(messagingKeys.messages(userId, conversationId), (messages) =>
        withMessage(messages, message),
      );
      return queryClient.invalidateQueries({ queryKey: messagingKeys.conversations(userId) });
    },
    onError: () => queryClient.invalidateQueries({ queryKey: messagingKeys.conversations(userId) }),
  });
}
