import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import type { QueueDecision } from '../queue-types';
import type { AdminCoin } from '../types';
import { refreshAfterChange } from './refresh-after-change';

/** Approves (with the admin's edit, if any) or rejects with a catalogue reason; the server releases the claim. */
export function useDecideListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: number; decision: QueueDecision }): Promise<AdminCoin> =>
      unwrap(api.PATCH('/api/admin/coins/{id}/approve', { params: { path: { id } }, body: decision })),
    onSuccess: (coin) => refreshAfterChange(queryClient, coin.id),
  });
}
