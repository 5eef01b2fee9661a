import { describe, expect, it } from 'vitest';
import { awaitsViewer, canDecideOffers, canMakeOffers, isOpenOffer, mayCounter, OFFER_MAX_COUNTER_ROUNDS, offerMessage, parseOfferAmount, partyIn, timeLeft } from './offer-rules';

describe('parseOfferAmount', () => {
  it('reads whole rupees', () => {
    expect(parseOfferAmount('4500')).toBe(4500);
    expect(parseOfferAmount(' 1 ')).toBe(1);
  });

  it('accepts the rupee sign and digit grouping', () => {
    expect(parseOfferAmount('₹4,500')).toBe(4500);
    expect(parseOfferAmount('1,25,000')).toBe(125000);
    expect(parseOfferAmount('125,000')).toBe(125000);
    expect(parseOfferAmount('₹ 1 25 000')).toBe(125000);
  });

  it('refuses anything that is not a whole number of at least ₹1', () => {
    for (const typed of ['', '   ', '0', '-5', '45.50', '4e3', 'abc', '12abc', '1,,000', ',100', '0x10']) {
      expect(parseOfferAmount(typed), typed).toBeNull();
    }
  });

  it('refuses more than ₹1,00,00,00,000', () => {
    expect(parseOfferAmount('1000000000')).toBe(1_000_000_000);
    expect(parseOfferAmount('1000000001')).toBeNull();
  });
});

describe('offerMessage', () => {
  it('trims the message and leaves a blank one out', () => {
    expect(offerMessage('  With registered post?  ')).toBe('With registered post?');
    expect(offerMessage(' \n ')).toBeUndefined();
    expect(offerMessage(undefined)).toBeUndefined();
  });
});

describe('premium rules', () => {
  it('lets only premium users make and decide offers', () => {
    expect(canMakeOffers('premium')).toBe(true);
    expect(canMakeOffers('basic')).toBe(false);
    expect(canMakeOffers('free')).toBe(false);
    expect(canDecideOffers('premium')).toBe(true);
    expect(canDecideOffers('basic')).toBe(false);
  });
});

describe('negotiation rules', () => {
  const offer = { sellerId: 7, status: 'countered' as const, awaiting: 'buyer' as const, round: 1 };

  it('knows open offers and whose answer they wait for', () => {
    expect(isOpenOffer('pending')).toBe(true);
    expect(isOpenOffer('countered')).toBe(true);
    for (const status of ['accepted', 'rejected', 'released', 'withdrawn', 'expired'] as const) expect(isOpenOffer(status)).toBe(false);
    expect(partyIn(offer, 7)).toBe('seller');
    expect(partyIn(offer, 8)).toBe('buyer');
    expect(awaitsViewer(offer, 8)).toBe(true);
    expect(awaitsViewer(offer, 7)).toBe(false);
    expect(awaitsViewer({ ...offer, status: 'expired', awaiting: null }, 8)).toBe(false);
  });

  it('allows counter-offers until the fifth', () => {
    expect(mayCounter({ round: 0 })).toBe(true);
    expect(mayCounter({ round: OFFER_MAX_COUNTER_ROUNDS - 1 })).toBe(true);
    expect(mayCounter({ round: OFFER_MAX_COUNTER_ROUNDS })).toBe(false);
  });

  it('says what is left of a step in whole hours, then minutes', () => {
    const now = Date.parse('2026-11-29T10:00:00.000Z');
    expect(timeLeft('2026-12-01T10:00:00.000Z', now)).toEqual({ hours: 48 });
    expect(timeLeft('2026-11-30T03:59:00.000Z', now)).toEqual({ hours: 17 });
    expect(timeLeft('2026-11-29T10:59:00.000Z', now)).toEqual({ minutes: 59 });
    expect(timeLeft('2026-11-29T10:00:20.000Z', now)).toEqual({ minutes: 1 });
    expect(timeLeft('2026-11-29T10:00:00.000Z', now)).toBeNull();
    expect(timeLeft('not a date', now)).toBeNull();
  });
});
