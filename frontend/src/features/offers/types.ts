import type { components } from '@/api/schema';

export type Offer = components['schemas']['OfferDto'];

export type OfferStatus = Offer['status'];

/** One step of an offer's negotiation (made, countered, accepted …). */
export type OfferStep = Offer['history'][number];

/** The two sides of an offer. */
export type OfferParty = 'seller' | 'buyer';

export type NewOffer = Pick<Offer, 'coinId' | 'offerAmount'> & { message?: string };

/** One of a seller's public (approved) listings, sold ones included. */
export type Listing = components['schemas']['CoinDto'];

/** Who is looking: the session's user. Routes pass it in. */
export type Viewer = Pick<components['schemas']['UserDto'], 'id' | 'subscriptionTier'>;

/** The conversation the Listings and Offers tabs belong to. */
export interface ConversationRef {
  id: number;
  buyerId: number;
  sellerId: number;
  /** The listing the conversation started from. */
  coinId: number;
  seller: Pick<components['schemas']['PartyDto'], 'name'>;
  /** Either party blocks the other: no offers, no accepting or countering (decisions/0084). */
  blockedByMe?: boolean;
  blockedMe?: boolean;
}
