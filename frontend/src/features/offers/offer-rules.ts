import type { Viewer } from './types';

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

/** Only premium sellers may accept or reject offers (the server checks the same). */
export function canDecideOffers(tier: Viewer['subscriptionTier']): boolean {
  return tier === 'premium';
}
