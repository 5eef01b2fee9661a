import { registrationRetryAfter } from './registration-throttle';

describe('registration throttle', () => {
  it('allows accounts up to the limit', () => {
    expect(registrationRetryAfter(1, 3600, 10)).toBe(0);
    expect(registrationRetryAfter(10, 5, 10)).toBe(0);
  });

  it('refuses the next one until the window ends, at least a second', () => {
    expect(registrationRetryAfter(11, 1800, 10)).toBe(1800);
    expect(registrationRetryAfter(11, 0, 10)).toBe(1);
    expect(registrationRetryAfter(11, -1, 10)).toBe(1);
  });
});
