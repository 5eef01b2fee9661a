import { ListingLimitReachedError, monthlyLimit, quotaMonth, quotaMonthStart } from './listing-quota';

describe('listing quota', () => {
  it("gives each plan its limit, and admins the best plan's", () => {
    const limits = { free: 0, basic: 5, premium: 50 };
    expect(monthlyLimit(limits, 'free', false)).toBe(0);
    expect(monthlyLimit(limits, 'basic', false)).toBe(5);
    expect(monthlyLimit(limits, 'premium', false)).toBe(50);
    expect(monthlyLimit(limits, 'free', true)).toBe(50);
  });

  it('counts calendar months in India time', () => {
    expect(quotaMonth(new Date('2026-11-30T18:29:59Z'))).toBe('2026-11');
    expect(quotaMonth(new Date('2026-11-30T18:30:00Z'))).toBe('2026-12');
    expect(quotaMonth(new Date('2026-12-31T19:00:00Z'))).toBe('2027-01');
  });

  it('starts a month on its 1st at midnight India time', () => {
    expect(quotaMonthStart('2026-12').toISOString()).toBe('2026-11-30T18:30:00.000Z');
    expect(quotaMonthStart('2027-01').toISOString()).toBe('2026-12-31T18:30:00.000Z');
    expect(quotaMonth(quotaMonthStart('2026-12'))).toBe('2026-12');
    expect(quotaMonth(new Date(quotaMonthStart('2026-12').getTime() - 1))).toBe('2026-11');
  });

  it('names the limit in its message', () => {
    expect(new ListingLimitReachedError('basic', 5).message).toMatch(/Basic plan allows 5 new listings per month/);
    expect(new ListingLimitReachedError('premium', 50).message).toMatch(/Premium plan allows 50/);
    expect(new ListingLimitReachedError('free', 0).message).toMatch(/0 listings per month/);
  });
});
