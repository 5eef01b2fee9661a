import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { coinKeys } from '@/api/coin-keys';

/** The seller removes a listing: gone from their screens and from every public list. */
export function useDeleteCoin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => unwrap(api.DELETE('/api/coins/{id}', { params: { path: { id } } })),
    onSuccess: (_nothing, id) => {
      queryClient.removeQueries({ queryKey: coinKeys.detail(id) });
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: coinKeys.mine() }),
        queryClient.invalidateQueries({ queryKey: coinKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: coinKeys.sellers() }),
      ]);
    },
  });
}
