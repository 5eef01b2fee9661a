import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import type { AdminCoin } from '../types';
import { refreshAfterChange } from './refresh-after-change';

export function useAdminMarkSold() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number): Promise<AdminCoin> =>
      unwrap(api.PATCH('/api/admin/coins/{id}/sold', { params: { path: { id } } })),
    onSuccess: (coin) => refreshAfterChange(queryClient, coin.id),
  });
}
