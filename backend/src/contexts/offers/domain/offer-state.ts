/**
 * An offer's events and the state they fold into (stream `offer-<id>`). The event types are stored:
 * never rename one. Events recorded before negotiation (decisions/0076) lack `expiresAt` and
 * `amount`; they read as an offer with no clock and the offer's own amount.
 */

/** `released`: accepted, then the seller released the listing's reservation without selling (decisions/0043). */
export type OfferStatus = 'pending' | 'countered' | 'accepted' | 'rejected' | 'released' | 'withdrawn' | 'expired';
/** Who declined: the seller or the buyer (answering a counter), or the listing that went. */
export type RejectionCause = 'seller' | 'buyer' | 'listing-sold' | 'listing-removed' | 'listing-reserved';
/** The two sides of an offer. */
export type OfferParty = 'seller' | 'buyer';

/** The statuses in which an offer waits for an answer (a fresh offer, or a counter on the table). */
export const OPEN_STATUSES = ['pending', 'countered'] as const satisfies readonly OfferStatus[];
export const isOpen = (status: OfferStatus): boolean => (OPEN_STATUSES as readonly OfferStatus[]).includes(status);

export type OfferEvent =
  | {
      type: 'OfferMade';
      data: {
        offerId: number;
        buyerId: number;
        sellerId: number;
        coinId: number;
        conversationId: number;
        offerAmount: number;
        message: string | null;
        /** When it expires unanswered (since decisions/0076). */
        expiresAt?: string;
      };
    }
  /** `amount`: the agreed price, the amount on the table when accepted (since decisions/0076). */
  | { type: 'OfferAccepted'; data: { by: number; amount?: number } }
  | { type: 'OfferRejected'; data: { by: number | null; cause: RejectionCause } }
  /** The listing's reservation for this accepted offer was released; `by` null when undone by the system. */
  | { type: 'OfferReleased'; data: { by: number | null } }
  /** A counter-offer: `amount` is now on the table and the other party must answer by `expiresAt`. */
  | { type: 'OfferCountered'; data: { by: number; amount: number; round: number; expiresAt: string } }
  /** The buyer took the offer back. */
  | { type: 'OfferWithdrawn'; data: { by: number } }
  /** The notice that the step ending at `expiresAt` is about to expire (once per step). */
  | { type: 'OfferExpiring'; data: { expiresAt: string; awaiting: OfferParty } }
  /** Nobody answered in time: `awaiting` is who did not. */
  | { type: 'OfferExpired'; data: { awaiting: OfferParty } };

export interface OfferState {
  offerId: number;
  buyerId: number;
  sellerId: number;
  coinId: number;
  status: OfferStatus;
  /** The amount on the table: the offer's, then each counter's; once accepted, the agreed price. */
  amount: number;
  /** Who must answer while the offer is open; null once it is closed. */
  awaiting: OfferParty | null;
  /** Counter-offers so far (the offer itself is round 0). */
  round: number;
  /** When the current step expires unanswered; null for an offer made before negotiation. */
  expiresAt: string | null;
  /** The step (its `expiresAt`) whose expiry notice was sent. */
  noticeFor: string | null;
}

export function evolve(state: OfferState | null, event: OfferEvent): OfferState | null {
  if (event.type === 'OfferMade') {
    const { offerId, buyerId, sellerId, coinId, offerAmount, expiresAt } = event.data;
    return { offerId, buyerId, sellerId, coinId, status: 'pending', amount: offerAmount, awaiting: 'seller', round: 0, expiresAt: expiresAt ?? null, noticeFor: null };
  }
  if (!state) return state;
  switch (event.type) {
    case 'OfferAccepted':
      return { ...state, status: 'accepted', amount: event.data.amount ?? state.amount, awaiting: null };
    case 'OfferRejected':
      return { ...state, status: 'rejected', awaiting: null };
    case 'OfferReleased':
      return { ...state, status: 'released' };
    case 'OfferCountered': {
      const { by, amount, round, expiresAt } = event.data;
      return { ...state, status: 'countered', amount, round, expiresAt, awaiting: by === state.sellerId ? 'buyer' : 'seller' };
    }
    case 'OfferWithdrawn':
      return { ...state, status: 'withdrawn', awaiting: null };
    case 'OfferExpiring':
      return { ...state, noticeFor: event.data.expiresAt };
    case 'OfferExpired':
      return { ...state, status: 'expired', awaiting: null };
  }
}

/** The side `userId` is on in this offer, or null for anyone else. */
export function partyOf(state: Pick<OfferState, 'buyerId' | 'sellerId'>, userId: number): OfferParty | null {
  if (userId === state.sellerId) return 'seller';
  return userId === state.buyerId ? 'buyer' : null;
}
