import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { moderationKeys } from './keys';
import { refreshAfterChange } from './refresh-after-change';

/** The most listings one bulk approval takes (decisions/0063). */
export const APPROVE_MANY_LIMIT = 50;

/** Approves the unflagged listings nobody else holds; answers which were skipped and why. */
export function useApproveMany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) => unwrap(api.POST('/api/admin/coins/approve-many', { body: { ids } })),
    onSuccess: (result) =>
      result.approved.length > 0
        ? Promise.all(result.approved.map((id) => refreshAfterChange(queryClient, id)))
        : queryClient.invalidateQueries({ queryKey: moderationKeys.queue() }),
  });
}
