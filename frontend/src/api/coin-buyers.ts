import type { QueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';

/** Someone who wrote to the seller about a coin: whom the seller may say they sold it to. */
export interface CoinBuyer {
  conversationId: number;
  buyerId: number;
  name: string;
}

/**
 * The buyers of the viewer's conversations about `coinId` (GET /api/conversations), most recent first;
 * asked afresh each time the seller marks a coin sold.
 */
export function fetchCoinBuyers(client: QueryClient, coinId: number): Promise<CoinBuyer[]> {
  return client.fetchQuery({
    queryKey: ['coin-buyers', coinId],
    staleTime: 0,
    queryFn: async () =>
      (await unwrap(api.GET('/api/conversations')))
        .filter((conversation) => conversation.coinId === coinId)
        .map((conversation) => ({ conversationId: conversation.id, buyerId: conversation.buyer.id, name: conversation.buyer.name })),
  });
}
