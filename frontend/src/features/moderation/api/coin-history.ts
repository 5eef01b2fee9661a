import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import type { ListingEvent } from '../types';
import { moderationKeys } from './keys';

/** A listing's moderation stream, oldest event first. */
export function coinHistoryQueryOptions(coinId: number) {
  return queryOptions({
    queryKey: moderationKeys.history(coinId),
    queryFn: (): Promise<ListingEvent[]> =>
      unwrap(api.GET('/api/admin/coins/{id}/history', { params: { path: { id: coinId } } })),
  });
}
