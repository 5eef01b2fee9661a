import { delayAfterFailures, delaySchedule, refusal, SIGN_IN_THROTTLE } from './sign-in-throttle';

describe('sign-in throttle policy', () => {
  it('lets a pair fail three times for free, then doubles the delay from one second', () => {
    expect([1, 2, 3].map((n) => delayAfterFailures(n))).toEqual([0, 0, 1]);
    expect([4, 5, 6, 7].map((n) => delayAfterFailures(n))).toEqual([2, 4, 8, 16]);
  });

  it('caps the delay at fifteen minutes', () => {
    expect(delayAfterFailures(12)).toBe(512);
    expect(delayAfterFailures(13)).toBe(900);
    expect(delayAfterFailures(1000)).toBe(SIGN_IN_THROTTLE.maxDelaySeconds);
  });

  it('tables the delays up to the cap for the atomic check', () => {
    const schedule = delaySchedule();
    expect(schedule.slice(0, 5)).toEqual([0, 0, 1, 2, 4]);
    expect(schedule.at(-1)).toBe(SIGN_IN_THROTTLE.maxDelaySeconds);
    expect(schedule.filter((delay) => delay === SIGN_IN_THROTTLE.maxDelaySeconds)).toHaveLength(1);
    schedule.forEach((delay, index) => expect(delay).toBe(delayAfterFailures(index + 1)));
  });

  it('keeps a pair remembered at least as long as its longest delay', () => {
    expect(SIGN_IN_THROTTLE.pairMemorySeconds).toBeGreaterThanOrEqual(SIGN_IN_THROTTLE.maxDelaySeconds);
  });

  it('makes a stranger pay far more to block a number everywhere than the pair delays allow one address', () => {
    expect(SIGN_IN_THROTTLE.failuresPerMobileNumber).toBeGreaterThan(10 * SIGN_IN_THROTTLE.freeFailuresPerPair);
  });

  it('asks to wait at least a whole second', () => {
    expect(refusal('pair', 0.2)).toEqual({ allowed: false, limit: 'pair', retryAfterSeconds: 1 });
    expect(refusal('mobile-number', 0)).toEqual({ allowed: false, limit: 'mobile-number', retryAfterSeconds: 1 });
    expect(refusal('client-address', 1.5)).toEqual({ allowed: false, limit: 'client-address', retryAfterSeconds: 2 });
  });
});
