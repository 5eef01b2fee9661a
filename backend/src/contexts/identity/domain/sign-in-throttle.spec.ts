import { retryAfterSeconds, SIGN_IN_THROTTLE } from './sign-in-throttle';

const counts = (mobile: number, address: number, mobileLeft = 600, addressLeft = 300) => ({
  mobileNumber: { count: mobile, secondsLeft: mobileLeft },
  clientAddress: { count: address, secondsLeft: addressLeft },
});

describe('sign-in throttle policy', () => {
  it('allows attempts below both limits', () => {
    expect(retryAfterSeconds(counts(0, 0))).toBe(0);
    expect(retryAfterSeconds(counts(SIGN_IN_THROTTLE.failuresPerMobileNumber - 1, 0))).toBe(0);
  });

  it('blocks a number that reached its limit until its window ends', () => {
    expect(retryAfterSeconds(counts(SIGN_IN_THROTTLE.failuresPerMobileNumber, 0, 420))).toBe(420);
  });

  it('blocks an address that reached its limit, whatever the number', () => {
    expect(retryAfterSeconds(counts(0, SIGN_IN_THROTTLE.failuresPerClientAddress, 0, 90))).toBe(90);
  });

  it('waits for the later window when both are blocked, and at least a second', () => {
    expect(retryAfterSeconds(counts(99, 99, 10, 700))).toBe(700);
    expect(retryAfterSeconds(counts(99, 0, 0))).toBe(1);
  });
});
