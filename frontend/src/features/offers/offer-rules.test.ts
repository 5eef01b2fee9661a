import { describe, expect, it } from 'vitest';
import { canDecideOffers, canMakeOffers, offerMessage, parseOfferAmount } from './offer-rules';

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
