/**
 * How failed sign-ins are slowed down (docs/decisions/0003). Three limits, none of which lets a
 * stranger lock the owner out cheaply:
 * - per (number, address) pair: a few free failures, then a delay that doubles with each failure;
 * - per number, from all addresses together: a much higher hourly cap;
 * - per address: a cap on how many DIFFERENT numbers it has failed for (and not since signed in to),
 *   so an office's typos do not add up but sweeping many numbers does.
 */
export const SIGN_IN_THROTTLE = {
  /** Failures of one number from one address that cost nothing. */
  freeFailuresPerPair: 3,
  /** The delay after the first failure beyond the free ones; it doubles with each further failure. */
  firstDelaySeconds: 1,
  maxDelaySeconds: 15 * 60,
  /** A pair's failures are forgotten this long after its last failure (or at once after a success). */
  pairMemorySeconds: 60 * 60,
  /** Failures of one number from anywhere before it is refused from every address, per window. */
  failuresPerMobileNumber: 50,
  mobileNumberWindowSeconds: 60 * 60,
  /** Distinct numbers one address may fail for (without then signing in) per window. */
  failingNumbersPerClientAddress: 20,
  clientAddressWindowSeconds: 60 * 60,
} as const;

export type SignInThrottlePolicy = typeof SIGN_IN_THROTTLE;

/** Seconds one pair must wait after its `failures`-th failure before its next attempt. */
export function delayAfterFailures(failures: number, policy: SignInThrottlePolicy = SIGN_IN_THROTTLE): number {
  const beyondFree = failures - policy.freeFailuresPerPair;
  if (beyondFree < 0) return 0;
  return Math.min(policy.maxDelaySeconds, policy.firstDelaySeconds * 2 ** beyondFree);
}

/**
 * The delays as a table for the atomic Redis check: entry i is the delay after failure i+1, and the
 * last entry (the cap) applies to every later failure.
 */
export function delaySchedule(policy: SignInThrottlePolicy = SIGN_IN_THROTTLE): number[] {
  const schedule: number[] = [];
  for (let failures = 1; ; failures++) {
    const delay = delayAfterFailures(failures, policy);
    schedule.push(delay);
    if (delay >= policy.maxDelaySeconds) return schedule;
  }
}

/** Which limit refused an attempt. */
export type SignInLimit = 'pair' | 'mobile-number' | 'client-address';

/** The answer of the atomic check made before a password is verified. */
export type SignInAttempt = { allowed: true } | { allowed: false; limit: SignInLimit; retryAfterSeconds: number };

/** A refusal always asks to wait at least a second (Retry-After 0 would invite an instant retry). */
export function refusal(limit: SignInLimit, secondsLeft: number): SignInAttempt {
  return { allowed: false, limit, retryAfterSeconds: Math.max(1, Math.ceil(secondsLeft)) };
}
