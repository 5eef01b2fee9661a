import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import type { Conversation } from '../types';
import { messagingKeys } from './keys';

/** Starts (or reopens) the user's conversation with a listing's seller. */
export function useStartConversation(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (coinId: number): Promise<Conversation> =>
      unwrap(api.POST('/api/coins/{id}/conversation', { params: { path: { id: coinId } } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messagingKeys.conversations(userId) }),
  });
}
