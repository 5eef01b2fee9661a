import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { withOffer } from '../cache';
import type { Offer } from '../types';
import { offerKeys } from './keys';

/** spec.md's accept or reject, a counter-offer, or the buyer's withdrawal. */
export type OfferDecision = 'accepted' | 'rejected' | 'countered' | 'withdrawn';

export interface OfferAnswer {
  offerId: number;
  status: OfferDecision;
  /** With `countered` only. */
  counterAmount?: number;
}

/** Whoever the offer waits for accepts, rejects or counters it; its buyer may withdraw it. */
export function useDecideOffer(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ offerId, status, counterAmount }: OfferAnswer): Promise<Offer> =>
      unwrap(
        api.PATCH('/api/offers/{offerId}', {
          params: { path: { offerId } },
          body: counterAmount === undefined ? { status } : { status, counterAmount },
        }),
      ),
    onSuccess: (offer) =>
      queryClient.setQueryData<Offer[]>(offerKeys.conversation(userId, offer.conversationId), (offers) =>
        withOffer(offers, offer),
      ),
  });
}
