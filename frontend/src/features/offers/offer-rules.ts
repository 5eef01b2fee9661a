import type { Offer, OfferParty, OfferStatus, Viewer } from './types';

/** The highest offer the server accepts, in whole rupees (₹1,00,00,00,000). */
export const OFFER_AMOUNT_MAX = 1_000_000_000;

/** An offer's message is optional and at most 500 characters after trimming. */
export const OFFER_MESSAGE_MAX_LENGTH = 500;

/** Digits, optionally grouped with commas or spaces the Indian or the Western way. */
const WHOLE_RUPEES = /^\d+(?:[,\s]\d+)*$/;

/**
 * The typed amount as whole rupees, or null when it is not a whole number from 1 to the maximum
 * ("₹" and grouping commas are fine: "₹4,500" is 4500).
 */
export function parseOfferAmount(typed: string): number | null {
  const text = typed.trim().replace(/^₹\s*/, '');
  if (!WHOLE_RUPEES.test(text)) return null;
  const amount = Number(text.replace(/[,\s]/g, ''));
  return amount >= 1 && amount <= OFFER_AMOUNT_MAX ? amount : null;
}

/** The optional message to send with an offer: trimmed, or nothing when blank. */
export function offerMessage(typed: string | undefined): string | undefined {
  const message = typed?.trim();
  return message ? message : undefined;
}

/** Only premium buyers may make offers (the server checks the same). */
export function canMakeOffers(tier: Viewer['subscriptionTier']): boolean {
  return tier === 'premium';
}

/** Only premium sellers may accept, reject or counter offers, and only premium buyers answer counters (the server checks the same). */
export function canDecideOffers(tier: Viewer['subscriptionTier']): boolean {
  return tier === 'premium';
}

/** A negotiation has at most this many counter-offers; the last can only be accepted or rejected (decisions/0076). */
export const OFFER_MAX_COUNTER_ROUNDS = 5;

/** An offer waiting for an answer: a fresh one, or a counter on the table. */
export function isOpenOffer(status: OfferStatus): boolean {
  return status === 'pending' || status === 'countered';
}

/** The side the viewer is on in this offer. */
export function partyIn(offer: Pick<Offer, 'sellerId'>, viewerId: number): OfferParty {
  return offer.sellerId === viewerId ? 'seller' : 'buyer';
}

/** Whether the offer waits for the viewer's answer. */
export function awaitsViewer(offer: Pick<Offer, 'status' | 'awaiting' | 'sellerId'>, viewerId: number): boolean {
  return isOpenOffer(offer.status) && offer.awaiting === partyIn(offer, viewerId);
}

/** Whether one more counter-offer may be made. */
export function mayCounter(offer: Pick<Offer, 'round'>): boolean {
  return offer.round < OFFER_MAX_COUNTER_ROUNDS;
}

/** What is left of a step's 48 hours at `now`: whole hours, or minutes in its last hour; null once run out. */
export function timeLeft(expiresAt: string, now: number): { hours: number } | { minutes: number } | null {
  const left = Date.parse(expiresAt) - now;
  if (!(left > 0)) return null;
  return left >= 3_600_000 ? { hours: Math.floor(left / 3_600_000) } : { minutes: Math.max(1, Math.floor(left / 60_000)) };
}
