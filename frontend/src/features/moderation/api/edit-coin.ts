import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import type { AdminCoin, AdminCoinChanges } from '../types';
import { refreshAfterChange } from './refresh-after-change';

export function useEditCoin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: number; changes: AdminCoinChanges }): Promise<AdminCoin> =>
      unwrap(
        api.PATCH('/api/admin/coins/{id}', {
          params: { path: { id } },
          body: changes,
        }),
      ),
    onSuccess: (coin) => refreshAfterChange(queryClient, coin.id),
  });
}
