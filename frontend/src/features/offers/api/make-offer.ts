import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { withOffer } from '../cache';
import type { NewOffer, Offer } from '../types';
import { offerKeys } from './keys';

/** The buyer offers a price for one of the seller's listings; it heads the Offers tab at once. */
export function useMakeOffer(userId: number, conversationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (offer: NewOffer): Promise<Offer> =>
      unwrap(api.POST('/api/conversations/{id}/offers', { params: { path: { id: conversationId } }, body: offer })),
    onSuccess: (offer) =>
      queryClient.setQueryData<Offer[]>(offerKeys.conversation(userId, conversationId), (offers) =>
        withOffer(offers, offer),
      ),
  });
}
