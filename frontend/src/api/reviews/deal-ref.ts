/**
 * A deal two people may rate each other for: an accepted offer, or a coin its seller marked sold to
 * the buyer of one of its conversations (decisions/0086).
 */
export type DealRef = { offerId: number } | { coinId: number };

/** A stable cache key part for a deal. */
export const dealKey = (deal: DealRef): string => ('offerId' in deal ? `offer-${deal.offerId}` : `sale-${deal.coinId}`);
