import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { withOffer } from '../cache';
import type { Offer } from '../types';
import { offerKeys } from './keys';

export type OfferDecision = 'accepted' | 'rejected';

/** The seller accepts or rejects a pending offer. */
export function useDecideOffer(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ offerId, status }: { offerId: number; status: OfferDecision }): Promise<Offer> =>
      unwrap(api.PATCH('/api/offers/{offerId}', { params: { path: { offerId } }, body: { status } })),
    onSuccess: (offer) =>
      queryClient.setQueryData<Offer[]>(offerKeys.conversation(userId, offer.conversationId), (offers) =>
        withOffer(offers, offer),
      ),
  });
}
