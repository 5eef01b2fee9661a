import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import type { Comment } from '../types';
import { commentsQueryKey } from './comments';

/** Adds the signed-in user's comment at the end of the listing's comments. */
export function usePostComment(coinId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: string): Promise<Comment> =>
      unwrap(api.POST('/api/coins/{id}/comments', { params: { path: { id: coinId } }, body: { content } })),
    onSuccess: (comment) =>
      queryClient.setQueryData<Comment[]>(commentsQueryKey(coinId), (comments = []) => [...comments, comment]),
  });
}
