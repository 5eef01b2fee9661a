import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import type { Conversation } from '../types';
import { messagingKeys } from './keys';

/** The user's conversations as buyer or seller, most recent activity first. */
export function conversationsQueryOptions(userId: number) {
  return queryOptions({
    queryKey: messagingKeys.conversations(userId),
    queryFn: (): Promise<Conversation[]> => unwrap(api.GET('/api/conversations')),
  });
}
