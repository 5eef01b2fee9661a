import { activePlan } from './activation';
import { findPlan, formatRupees, PLANS, planRank, rupeesToPaise } from './plans';

describe('plans', () => {
  it('offers free, basic (₹199, 30 days, 5 listings) and premium (₹799, 30 days, 50 listings)', () => {
    expect(PLANS.map(({ id, price, duration, coinListingLimit }) => ({ id, price, duration, coinListingLimit }))).toEqual([
      { id: 'free', price: 0, duration: 0, coinListingLimit: 0 },
      { id: 'basic', price: 199, duration: 30, coinListingLimit: 5 },
      { id: 'premium', price: 799, duration: 30, coinListingLimit: 50 },
    ]);
    expect(planRank('premium')).toBeGreaterThan(planRank('basic'));
    expect(findPlan('gold')).toBeUndefined();
  });

  it('converts rupees to paise and back for messages', () => {
    expect(rupeesToPaise(199)).toBe(19900);
    expect(formatRupees(79900)).toBe('₹799');
  });

  it('given a paid tier, then it is active until it expires', () => {
    const now = new Date('2026-11-21T00:00:00Z');
    expect(activePlan({ tier: 'basic', expiresAt: new Date('2026-11-22T00:00:00Z') }, now)?.id).toBe('basic');
    expect(activePlan({ tier: 'basic', expiresAt: now }, now)).toBeNull();
    expect(activePlan({ tier: 'free', expiresAt: null }, now)).toBeNull();
  });
});
