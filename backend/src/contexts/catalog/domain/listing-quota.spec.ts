import { ListingLimitReachedError, monthlyLimit, quotaMonth } from './listing-quota';

describe('listing quota', () => {
  it('gives free 0, basic 5 and premium 50 listings a month, admins at least premium', () => {
    expect(monthlyLimit('free', false)).toBe(0);
    expect(monthlyLimit('basic', false)).toBe(5);
    expect(monthlyLimit('premium', false)).toBe(50);
    expect(monthlyLimit('free', true)).toBe(50);
  });

  it('counts calendar months in India time', () => {
    expect(quotaMonth(new Date('2026-11-30T18:29:59Z'))).toBe('2026-11');
    expect(quotaMonth(new Date('2026-11-30T18:30:00Z'))).toBe('2026-12');
    expect(quotaMonth(new Date('2026-12-31T19:00:00Z'))).toBe('2027-01');
  });

  it('names the limit in its message', () => {
    expect(new ListingLimitReachedError('basic', 5).message).toMatch(/Basic plan allows 5 new listings per month/);
    expect(new ListingLimitReachedError('premium', 50).message).toMatch(/Premium plan allows 50/);
    expect(new ListingLimitReachedError('free', 0).message).toMatch(/0 listings per month/);
  });
});
