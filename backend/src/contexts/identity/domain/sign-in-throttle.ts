/** Failed sign-ins allowed per mobile number and per client address within one window. */
export const SIGN_IN_THROTTLE = {
  windowSeconds: 15 * 60,
  failuresPerMobileNumber: 5,
  failuresPerClientAddress: 30,
} as const;

export interface FailureCounts {
  mobileNumber: { count: number; secondsLeft: number };
  clientAddress: { count: number; secondsLeft: number };
}

/** Seconds the caller must wait before trying again, or 0 when a sign-in may be attempted. */
export function retryAfterSeconds(counts: FailureCounts, policy = SIGN_IN_THROTTLE): number {
  const waits: number[] = [];
  if (counts.mobileNumber.count >= policy.failuresPerMobileNumber) waits.push(counts.mobileNumber.secondsLeft);
  if (counts.clientAddress.count >= policy.failuresPerClientAddress) waits.push(counts.clientAddress.secondsLeft);
  return waits.length ? Math.max(1, ...waits) : 0;
}
