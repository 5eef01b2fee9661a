import { useQueryClient } from '@tanstack/react-query';
import { coinKeys } from '@/api/coin-keys';
import { useRealtimeEvent, useRealtimeReconnect } from '@/api/realtime/realtime-context';
import { offerKeys } from '../api/keys';
import { withOffer } from '../cache';
import type { Offer } from '../types';

/**
 * Mounted once per signed-in session by the app shell: a pushed new, countered or decided offer takes its place
 * in its conversation's offers (an accepted or released one also refreshes its coin); after a reconnection the offers are fetched again once.
 */
export function OffersLiveUpdates({ userId }: { userId: number }) {
  const queryClient = useQueryClient();
  const place = ({ conversationId, offer }: { conversationId: number; offer: Offer }) =>
    queryClient.setQueryData<Offer[]>(offerKeys.conversation(userId, conversationId), (offers) =>
      withOffer(offers, offer),
    );

  useRealtimeEvent('offer:new', place);
  // A decision can reserve the coin or reopen it (decisions/0042): its pages and lists are fetched again.
  useRealtimeEvent('offer:updated', (payload) => {
    place(payload);
    if (payload.offer.status !== 'accepted' && payload.offer.status !== 'released') return;
    for (const queryKey of [coinKeys.detail(payload.offer.coinId), coinKeys.lists(), coinKeys.sellers()]) {
      void queryClient.invalidateQueries({ queryKey });
    }
  });
  useRealtimeReconnect(() => void queryClient.invalidateQueries({ queryKey: offerKeys.all(userId) }));

  return null;
}
