import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { blockKeys } from './keys';
import type { BlockedPerson } from './types';

/** GET /api/blocks: the people the user blocks, the latest first. */
export function blockedPeopleQueryOptions(userId: number) {
  return queryOptions({
    queryKey: blockKeys.of(userId),
    queryFn: (): Promise<BlockedPerson[]> => unwrap(api.GET('/api/blocks')),
  });
}
