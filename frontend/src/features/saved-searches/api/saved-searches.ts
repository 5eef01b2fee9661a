import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import type { SavedSearch } from '../types';
import { savedSearchKeys } from './keys';

/** The user's saved searches, newest first (at most 20). */
export function savedSearchesQueryOptions(userId: number) {
  return queryOptions({
    queryKey: savedSearchKeys.of(userId),
    queryFn: (): Promise<SavedSearch[]> => unwrap(api.GET('/api/saved-searches')),
  });
}
