import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { messagingKeys } from './keys';

/** Reads the user's conversations again (after a block or unblock changed what they may do in them). */
export function useRefreshConversations(userId: number): () => Promise<void> {
  const client = useQueryClient();
  return useCallback(() => client.invalidateQueries({ queryKey: messagingKeys.conversations(userId) }), [client, userId]);
}
