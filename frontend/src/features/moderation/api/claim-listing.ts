import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { moderationKeys } from './keys';

/** Claims a listing for 10 minutes (or extends the caller's claim); a 409 names the admin who holds it. */
export function useClaimListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => unwrap(api.POST('/api/admin/coins/{id}/claim', { params: { path: { id } } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: moderationKeys.queue() }),
  });
}

/** Gives the caller's claim up without a decision. */
export function useReleaseListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => unwrap(api.DELETE('/api/admin/coins/{id}/claim', { params: { path: { id } } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: moderationKeys.queue() }),
  });
}
