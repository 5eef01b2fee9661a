import type { OfferParty, OfferStatus } from '../domain/offer';

/** One step of an offer's negotiation, as the thread shows it. */
export interface OfferStep {
  type: 'made' | 'countered' | 'accepted' | 'rejected' | 'withdrawn' | 'expired' | 'released';
  /** Who took it; null when the system did (a listing gone, a reservation undone, the clock). */
  by: OfferParty | null;
  /** The amount it put on the table or agreed; null for the others. */
  amount: number | null;
  /** Why a rejection happened, or who did not answer an expired step; null otherwise. */
  cause: string | null;
  at: string;
}

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
  /** The amount on the table now (once accepted: the agreed price). */
  currentAmount: number;
  /** The last counter-offer's amount; null while nobody has countered. */
  counterAmount: number | null;
  awaiting: OfferParty | null;
  round: number;
  /** When the current step expires unanswered; null once closed. */
  expiresAt: string | null;
  history: OfferStep[];
}
