import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import type { components } from '@/api/schema';
import { blockKeys } from './keys';

type Conversation = components['schemas']['ConversationDto'];

/**
 * POST /api/conversations/{id}/block: blocks the conversation's other party (idempotent). The
 * blocked list is read again; the caller refreshes what else it shows (its conversations).
 */
export function useBlockParty(userId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (conversationId: number): Promise<Conversation> =>
      unwrap(api.POST('/api/conversations/{id}/block', { params: { path: { id: conversationId } } })),
    onSuccess: () => client.invalidateQueries({ queryKey: blockKeys.of(userId) }),
  });
}
