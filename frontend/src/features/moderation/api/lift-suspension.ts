import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';

/** Lifts a user's suspension before its end (decisions/0083); the users list shows it at once. */
export function useLiftSuspension() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) => unwrap(api.DELETE('/api/admin/users/{id}/suspension', { params: { path: { id: userId } } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['moderation', 'users'] }),
  });
}
