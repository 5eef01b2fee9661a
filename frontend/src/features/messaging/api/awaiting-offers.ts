import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import type { components } from '@/api/schema';
import { messagingKeys } from './keys';

export type AwaitingOffers = components['schemas']['AwaitingOffersDto'];

/** How many offers on the user's listings wait for their answer, in all and per conversation. */
export function awaitingOffersQueryOptions(userId: number) {
  return queryOptions({
    queryKey: messagingKeys.awaitingOffers(userId),
    queryFn: (): Promise<AwaitingOffers> => unwrap(api.GET('/api/offers/awaiting')),
  });
}

/** The offers awaiting the user in one conversation (0 when none or not loaded yet). */
export function awaitingIn(awaiting: AwaitingOffers | undefined, conversationId: number): number {
  return awaiting?.conversations.find((entry) => entry.conversationId === conversationId)?.awaitingCount ?? 0;
}
