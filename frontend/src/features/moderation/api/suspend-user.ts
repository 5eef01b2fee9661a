import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';

/** The lengths an admin picks from, in days (the API takes 1 to 365). */
export const SUSPENSION_DAYS = [1, 7, 30, 90] as const;

export interface SuspendUserInput {
  userId: number;
  reason: string;
  days: number;
}

/** Suspends a user (decisions/0083); the users list shows it at once. */
export function useSuspendUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, reason, days }: SuspendUserInput) =>
      unwrap(api.POST('/api/admin/users/{id}/suspension', { params: { path: { id: userId } }, body: { reason: reason.trim(), days } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['moderation', 'users'] }),
  });
}
