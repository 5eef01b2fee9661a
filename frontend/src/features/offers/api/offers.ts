import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import type { Offer } from '../types';
import { offerKeys } from './keys';

/** A conversation's offers, newest first. */
export function offersQueryOptions(userId: number, conversationId: number) {
  return queryOptions({
    queryKey: offerKeys.conversation(userId, conversationId),
    queryFn: (): Promise<Offer[]> =>
      unwrap(api.GET('/api/conversations/{id}/offers', { params: { path: { id: conversationId } } })),
  });
}
