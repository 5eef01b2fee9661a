import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import type { components } from '@/api/schema';
import type { SavedSearch, SavedSearchFilters } from '../types';
import { savedSearchKeys } from './keys';

type ApiFilters = components['schemas']['SavedSearchFiltersDto'];

interface SaveSearchInput {
  /** Left out when empty: the server then names it after the search text. */
  name?: string;
  filters: SavedSearchFilters;
}

/** POST /api/saved-searches; the list is refreshed afterwards. 409 when the user already has 20. */
export function useSaveSearch(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ name, filters }: SaveSearchInput): Promise<SavedSearch> =>
      // The year orders are issue 13's; the typed body has them once schema.d.ts is regenerated.
      unwrap(api.POST('/api/saved-searches', { body: { ...(name ? { name } : {}), filters: filters as ApiFilters } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedSearchKeys.of(userId) }),
  });
}
