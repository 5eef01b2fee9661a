import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { refreshAfterChange } from './refresh-after-change';

export function useAdminDeleteCoin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => unwrap(api.DELETE('/api/admin/coins/{id}', { params: { path: { id } } })),
    onSuccess: (_nothing, id) => refreshAfterChange(queryClient, id),
  });
}
