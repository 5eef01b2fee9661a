import type { OfferStatus } from '../domain/offer';

export interface OfferView {
  id: number;
  buyerId: number;
  sellerId: number;
  coinId: number;
  conversationId: number;
  offerAmount: number;
  message: string | null;
  status: OfferStatus;
  createdAt: string;
  updatedAt: string;
  coin: { id: number; title: string; price: number };
  buyer: { id: number; name: string };
}
