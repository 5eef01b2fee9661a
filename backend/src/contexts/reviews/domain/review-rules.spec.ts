import { ConflictError, NotFoundError, ValidationError } from '../../../platform/kernel/errors';
import { checkComment, checkRating, Deal, isVerifiedSeller, revieweeOf, roundedAverage, SellerStanding } from './review-rules';

const DAY = 24 * 3600 * 1000;

describe('review rules', () => {
  it('takes whole stars from 1 to 5, naming the field otherwise', () => {
    expect(checkRating(1)).toBe(1);
    expect(checkRating(5)).toBe(5);
    for (const bad of [0, 6, 4.5, '5', null, undefined, Number.NaN]) expect(() => checkRating(bad)).toThrow(ValidationError);
    expect(() => checkRating(6)).toThrow('rating must be a whole number from 1 to 5');
  });

  it('takes no comment, or 10 to 1000 characters after trimming', () => {
    expect(checkComment(undefined)).toBeNull();
    expect(checkComment('   ')).toBeNull();
    expect(checkComment('  Fast and honest, coin as described.  ')).toBe('Fast and honest, coin as described.');
    expect(() => checkComment('Good')).toThrow('comment must be 10 to 1000 characters');
    expect(() => checkComment('x'.repeat(1001))).toThrow(ValidationError);
    expect(checkComment('x'.repeat(1000))).toHaveLength(1000);
    expect(() => checkComment(42)).toThrow('comment must be text');
  });

  const deal: Deal = {
    dealId: 3,
    offerId: 9,
    buyerId: 8,
    sellerId: 7,
    agreedAt: new Date('2026-11-01T10:00:00Z'),
  };

  it('lets the buyer rate the seller and the seller the buyer, within 30 days', () => {
    const soon = new Date('2026-11-02T10:00:00Z');
    expect(revieweeOf(deal, 8, soon)).toEqual({
      revieweeId: 7,
      revieweeRole: 'seller',
    });
    expect(revieweeOf(deal, 7, soon)).toEqual({
      revieweeId: 8,
      revieweeRole: 'buyer',
    });
    expect(revieweeOf(deal, 8, new Date(deal.agreedAt.getTime() + 30 * DAY))).toEqual({ revieweeId: 7, revieweeRole: 'seller' });
    expect(() => revieweeOf(deal, 8, new Date(deal.agreedAt.getTime() + 30 * DAY + 1))).toThrow(ConflictError);
  });

  it('answers "not found" to anyone else, and for a deal it does not know', () => {
    expect(() => revieweeOf(deal, 99, new Date())).toThrow(NotFoundError);
    expect(() => revieweeOf(undefined, 8, new Date())).toThrow(NotFoundError);
  });

  it('calls a seller Verified with a verified phone, 3 deals, 4.5 stars and 30 days, and not one short of any', () => {
    const now = new Date('2026-12-01T00:00:00Z');
    const verified: SellerStanding = {
      phoneVerified: true,
      memberSince: new Date(now.getTime() - 30 * DAY),
      completedDeals: 3,
      averageRating: 4.5,
    };
    expect(isVerifiedSeller(verified, now)).toBe(true);
    expect(isVerifiedSeller({ ...verified, phoneVerified: false }, now)).toBe(false);
    expect(isVerifiedSeller({ ...verified, completedDeals: 2 }, now)).toBe(false);
    expect(isVerifiedSeller({ ...verified, averageRating: 4.4 }, now)).toBe(false);
    expect(isVerifiedSeller({ ...verified, averageRating: null }, now)).toBe(false);
    expect(isVerifiedSeller({ ...verified, memberSince: new Date(now.getTime() - 29 * DAY) }, now)).toBe(false);
  });

  it('rounds an average to one decimal, none without ratings', () => {
    expect(roundedAverage(14, 3)).toBe(4.7);
    expect(roundedAverage(9, 2)).toBe(4.5);
    expect(roundedAverage(0, 0)).toBeNull();
  });
});
