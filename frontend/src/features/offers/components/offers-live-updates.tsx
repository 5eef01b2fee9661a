import { useQueryClient } from '@tanstack/react-query';
import { useRealtimeEvent, useRealtimeReconnect } from '@/api/realtime/realtime-context';
import { offerKeys } from '../api/keys';
import { withOffer } from '../cache';
import type { Offer } from '../types';

/**
 * Mounted once per signed-in session by the app shell: a pushed new or decided offer takes its place
 * in its conversation's offers; after a reconnection the offers are fetched again once.
 */
export function OffersLiveUpdates({ userId }: { userId: number }) {
  const queryClient = useQueryClient();
  const place = ({ conversationId, offer }: { conversationId: number; offer: Offer }) =>
    queryClient.setQueryData<Offer[]>(offerKeys.conversation(userId, conversationId), (offers) =>
      withOffer(offers, offer),
    );

  useRealtimeEvent('offer:new', place);
  useRealtimeEvent('offer:updated', place);
  useRealtimeReconnect(() => void queryClient.invalidateQueries({ queryKey: offerKeys.all(userId) }));

  return null;
}
