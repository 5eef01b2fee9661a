import type { Offer } from './types';

/**
 * A conversation's offers (newest first) with `offer` in place of its older version, or added at
 * its place when new. Offers not loaded yet stay unloaded: their first fetch brings everything.
 */
export function withOffer(offers: Offer[] | undefined, offer: Offer): Offer[] | undefined {
  if (!offers) return offers;
  const others = offers.filter((known) => known.id !== offer.id);
  const before = others.findIndex((known) => known.id < offer.id);
  return before === -1 ? [...others, offer] : [...others.slice(0, before), offer, ...others.slice(before)];
}
