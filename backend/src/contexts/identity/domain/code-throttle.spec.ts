import { CODE_THROTTLE, sendLimits, throttleRefusal, tryLimits } from './code-throttle';
import { ONE_TIME_CODE } from './one-time-code';

describe('one-time code throttle', () => {
  it('sends one code a minute per number, five an hour per number, twenty an hour per address', () => {
    expect(sendLimits()).toEqual([
      { name: 'resend', limit: 1, windowSeconds: 60 },
      { name: 'number', limit: 5, windowSeconds: 3600 },
      { name: 'address', limit: 20, windowSeconds: 3600 },
    ]);
  });

  it('lets a number be tried as often as its hourly codes allow tries, and an address twice that', () => {
    const [number, address] = tryLimits();
    expect(number.limit).toBe(CODE_THROTTLE.codesPerNumberPerHour * ONE_TIME_CODE.maxTries);
    expect(address.limit).toBeGreaterThan(number.limit);
  });

  it('asks to wait at least a second, rounding up, and the whole window when the counter has no expiry', () => {
    expect(throttleRefusal('resend', 200, 60)).toEqual({ allowed: false, limit: 'resend', retryAfterSeconds: 1 });
    expect(throttleRefusal('number', 1500, 3600)).toEqual({ allowed: false, limit: 'number', retryAfterSeconds: 2 });
    expect(throttleRefusal('address', -1, 3600)).toEqual({ allowed: false, limit: 'address', retryAfterSeconds: 3600 });
  });
});
