import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import type { SavedSearch } from '../types';
import { savedSearchKeys } from './keys';

/**
 * DELETE /api/saved-searches/{id}: gone from the list at once, and back if the server refuses, with
 * `onError` told. It is the hook's own handler: the item's screen part has unmounted by then, and
 * mutate()'s callbacks would never run.
 */
export function useDeleteSavedSearch(userId: number, onError: (error: Error) => void) {
  const queryClient = useQueryClient();
  const key = savedSearchKeys.of(userId);
  return useMutation({
    mutationFn: (id: number) => unwrap(api.DELETE('/api/saved-searches/{id}', { params: { path: { id } } })),
    onMutate: async (id: number) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<SavedSearch[]>(key);
      queryClient.setQueryData<SavedSearch[]>(key, (list) => list?.filter((search) => search.id !== id));
      return { before };
    },
    onError: (error, _id, context) => {
      queryClient.setQueryData(key, context?.before);
      onError(error);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
