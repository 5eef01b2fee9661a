import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import type { Comment } from '../types';

export const commentsQueryKey = (coinId: number) => ['comments', coinId] as const;

/** A listing's comments, oldest first. */
export function commentsQueryOptions(coinId: number) {
  return queryOptions({
    queryKey: commentsQueryKey(coinId),
    queryFn: (): Promise<Comment[]> =>
      unwrap(api.GET('/api/coins/{id}/comments', { params: { path: { id: coinId } } })),
  });
}
