import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import type { FlagKind } from '../queue-types';
import { moderationKeys } from './keys';

export const QUEUE_PAGE_SIZE = 50;
/** The fallback to the socket's pushes (decisions/0063). */
export const QUEUE_POLL_MS = 30_000;

/** The listings waiting for review, oldest first, with their flags and claims; `flag` '' for all. */
export function queueQueryOptions(flag: FlagKind | '') {
  return queryOptions({
    queryKey: moderationKeys.queue(flag),
    queryFn: () =>
      unwrap(
        api.GET('/api/admin/queue', {
          params: { query: { limit: QUEUE_PAGE_SIZE, offset: 0, ...(flag ? { flag } : {}) } },
        }),
      ),
    refetchInterval: QUEUE_POLL_MS,
    placeholderData: keepPreviousData,
  });
}
