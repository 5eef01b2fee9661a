import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { ValidationError } from '../../../platform/kernel/errors';

/** What a one-time code proves (decisions/0077). */
export type CodePurpose = 'verify-phone' | 'reset-password';

export const CODE_PURPOSES: readonly CodePurpose[] = ['verify-phone', 'reset-password'];

/** Six digits, ten minutes, five tries: a guesser has 5 in a million per code. */
export const ONE_TIME_CODE = {
  digits: 6,
  lifetimeSeconds: 10 * 60,
  maxTries: 5,
} as const;

export const CODE_RULE = `code must be the ${ONE_TIME_CODE.digits} digits of the SMS`;

/** A fresh code: six digits from the operating system's random source, leading zeros kept. */
export function newCode(): string {
  return String(randomInt(0, 10 ** ONE_TIME_CODE.digits)).padStart(ONE_TIME_CODE.digits, '0');
}

/** The code as typed: spaces and dashes dropped, exactly six digits, else a ValidationError naming `code`. */
export function checkCode(input: unknown): string {
  const code = typeof input === 'string' ? input.replace(/[\s-]/g, '') : '';
  if (!new RegExp(`^\\d{${ONE_TIME_CODE.digits}}$`).test(code)) throw new ValidationError('code', CODE_RULE);
  return code;
}

/**
 * What is stored instead of the code: an HMAC under a server secret, bound to the code's purpose and
 * number. A plain hash of six digits would fall to a million guesses; without the secret it cannot be
 * tried offline, and a digest copied to another number or purpose does not match there.
 */
export function codeDigest(secret: string, purpose: CodePurpose, mobileNumber: string, code: string): string {
  return createHmac('sha256', secret).update(`${purpose}:${mobileNumber}:${code}`).digest('base64url');
}

/** The digests' own key, derived from the server's secret (SESSION_SECRET) for this one use. */
export function codeSecret(serverSecret: string): string {
  return createHmac('sha256', serverSecret).update('sikka:one-time-codes').digest('base64url');
}

export function digestsMatch(stored: string, given: string): boolean {
  const a = Buffer.from(stored);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** How a stored code ended: used once, burnt by wrong tries, or replaced by a newer code. */
export type CodeEnd = 'used' | 'burnt' | 'replaced';

export interface StoredCode {
  expiresAt: Date;
  failedTries: number;
  endedAt: Date | null;
  endReason: CodeEnd | null;
}

/** Whether a code can still be tried at `now`, or why not. */
export type CodeState = 'open' | 'expired' | CodeEnd;

export function codeState(code: StoredCode, now: Date): CodeState {
  if (code.endReason) return code.endReason;
  if (code.failedTries >= ONE_TIME_CODE.maxTries) return 'burnt';
  if (now.getTime() >= code.expiresAt.getTime()) return 'expired';
  return 'open';
}

export function expiryOf(issuedAt: Date): Date {
  return new Date(issuedAt.getTime() + ONE_TIME_CODE.lifetimeSeconds * 1000);
}

/** Tries a wrong code leaves, for the message (never below 0). */
export function triesLeft(failedTries: number): number {
  return Math.max(0, ONE_TIME_CODE.maxTries - failedTries);
}
