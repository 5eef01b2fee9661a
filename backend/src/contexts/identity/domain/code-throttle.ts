/**
 * How often codes may be sent and tried (decisions/0077). Every limit is a fixed window counted in
 * Redis, checked and taken in one step, so parallel requests count one by one.
 * - sending: one code per number and purpose a minute (the screens count the minute down), five per
 *   number an hour, twenty per client address an hour (sweeping many numbers);
 * - trying: each code has its own five tries; beyond that, 25 tries per number an hour (five codes'
 *   worth) and 50 per client address an hour.
 */
export const CODE_THROTTLE = {
  resendAfterSeconds: 60,
  codesPerNumberPerHour: 5,
  codesPerAddressPerHour: 20,
  triesPerNumberPerHour: 25,
  triesPerAddressPerHour: 50,
  windowSeconds: 60 * 60,
} as const;

/** One counter of a throttle: at most `limit` within `windowSeconds` of its first count. */
export interface ThrottleLimit {
  name: string;
  limit: number;
  windowSeconds: number;
}

export type ThrottleAnswer = { allowed: true } | { allowed: false; limit: string; retryAfterSeconds: number };

/** A refusal asks to wait at least a whole second (Retry-After 0 would invite an instant retry). */
export function throttleRefusal(limit: string, millisecondsLeft: number, windowSeconds: number): ThrottleAnswer {
  const seconds = millisecondsLeft > 0 ? Math.ceil(millisecondsLeft / 1000) : windowSeconds;
  return { allowed: false, limit, retryAfterSeconds: Math.max(1, seconds) };
}

/** The limits of sending a code for `purpose` to a number from an address. */
export function sendLimits(): ThrottleLimit[] {
  return [
    { name: 'resend', limit: 1, windowSeconds: CODE_THROTTLE.resendAfterSeconds },
    { name: 'number', limit: CODE_THROTTLE.codesPerNumberPerHour, windowSeconds: CODE_THROTTLE.windowSeconds },
    { name: 'address', limit: CODE_THROTTLE.codesPerAddressPerHour, windowSeconds: CODE_THROTTLE.windowSeconds },
  ];
}

/** The limits of trying a code of a number from an address. */
export function tryLimits(): ThrottleLimit[] {
  return [
    { name: 'number', limit: CODE_THROTTLE.triesPerNumberPerHour, windowSeconds: CODE_THROTTLE.windowSeconds },
    { name: 'address', limit: CODE_THROTTLE.triesPerAddressPerHour, windowSeconds: CODE_THROTTLE.windowSeconds },
  ];
}
