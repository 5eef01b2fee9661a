/** Accounts one client address may create: `limitPerHour` (REGISTRATION_LIMIT_PER_HOUR) per fixed hour. */
export const REGISTRATION_THROTTLE = { windowSeconds: 60 * 60 } as const;

/**
 * Whether the `accounts`-th account of an address within its window may be created; if not, how long
 * until the window ends (at least a second).
 */
export function registrationRetryAfter(accounts: number, secondsLeft: number, limitPerHour: number): number {
  if (accounts <= limitPerHour) return 0;
  return Math.max(1, Math.ceil(secondsLeft));
}
