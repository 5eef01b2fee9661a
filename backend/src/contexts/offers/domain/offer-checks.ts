import { ConflictError, NotFoundError, ValidationError } from '../../../platform/kernel/errors';
import { aboveRupeesMax, RUPEES_MAX, RUPEES_MIN } from '../../../platform/kernel/money';
import type { RejectionCause } from './offer-state';

/** Why a reserved coin takes no offer (the same words as the listing's own refusal). */
export const RESERVED_MESSAGE = 'This coin is reserved: the seller has accepted an offer on it';

/** What a buyer is told of an amount that is not a whole number of rupees, at least ₹1. */
export const OFFER_AMOUNT_MESSAGE = amountMessage('offerAmount');
export const OFFER_AMOUNT_ABOVE_MAX_MESSAGE = aboveRupeesMax('offerAmount');
/** The same for a counter-offer's amount. */
export const COUNTER_AMOUNT_MESSAGE = amountMessage('counterAmount');
export const COUNTER_AMOUNT_ABOVE_MAX_MESSAGE = aboveRupeesMax('counterAmount');

function amountMessage(field: string): string {
  return `${field} must be a whole number of rupees, at least ${RUPEES_MIN}`;
}

/** `value` as whole rupees from ₹1 to the maximum, or a 400 naming `field`. */
export function checkAmount(field: 'offerAmount' | 'counterAmount', value: number | undefined): number {
  if (value === undefined || value === null) throw new ValidationError(field, `${field} is required`);
  if (!Number.isInteger(value) || value < RUPEES_MIN) throw new ValidationError(field, amountMessage(field));
  if (value > RUPEES_MAX) throw new ValidationError(field, aboveRupeesMax(field));
  return value;
}

/** Whether the offer's listing is still for sale, as the Catalog reports it; undefined when it is unknown. */
export type ListingAvailability = { isSold: boolean; isDeleted: boolean; isReserved: boolean } | undefined;

export type ListingGoneCause = Exclude<RejectionCause, 'seller' | 'buyer'>;

/** Why no offer on this listing may be made, accepted or countered (now); null while it is for sale and open. */
export function listingGoneCause(listing: ListingAvailability): ListingGoneCause | null {
  if (!listing || listing.isDeleted) return 'listing-removed';
  if (listing.isSold) return 'listing-sold';
  return listing.isReserved ? 'listing-reserved' : null;
}

/** The answer to a buyer whose offer met a listing that is gone or reserved (the same as making one on it afterwards). */
export function offerRefusedFor(cause: ListingGoneCause): Error {
  if (cause === 'listing-reserved') return new ConflictError(RESERVED_MESSAGE);
  return cause === 'listing-sold' ? new ConflictError('This coin is already sold') : new NotFoundError('Coin not found');
}

/** The answer to a party accepting (or countering) an offer whose listing is gone or reserved for another. */
export function acceptRefusedFor(cause: ListingGoneCause): Error {
  if (cause === 'listing-reserved') return new ConflictError(RESERVED_MESSAGE);
  return new ConflictError(cause === 'listing-sold' ? 'This coin is already sold' : 'This coin is no longer listed');
}
