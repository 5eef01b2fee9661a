import { ConflictError, ForbiddenError, ValidationError } from '../../../platform/kernel/errors';

export const SUSPENSION_DAYS_MIN = 1;
export const SUSPENSION_DAYS_MAX = 365;
export const SUSPENSION_REASON_MIN = 3;
export const SUSPENSION_REASON_MAX = 500;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The reason the suspended user is shown: trimmed, 3 to 500 characters. */
export function checkSuspensionReason(input: unknown): string {
  const reason = typeof input === 'string' ? input.trim() : '';
  if (reason.length < SUSPENSION_REASON_MIN || reason.length > SUSPENSION_REASON_MAX) {
    throw new ValidationError('reason', `reason must be between ${SUSPENSION_REASON_MIN} and ${SUSPENSION_REASON_MAX} characters`);
  }
  return reason;
}

/** When a suspension of `days` whole days (1 to 365) given at `now` ends. */
export function suspensionEnd(days: unknown, now: Date): Date {
  if (typeof days !== 'number' || !Number.isInteger(days) || days < SUSPENSION_DAYS_MIN || days > SUSPENSION_DAYS_MAX) {
    throw new ValidationError('days', `days must be a whole number from ${SUSPENSION_DAYS_MIN} to ${SUSPENSION_DAYS_MAX}`);
  }
  return new Date(now.getTime() + days * DAY_MS);
}

/** A suspension's end must lie ahead, and no further than the longest suspension (a day's grace for clocks). */
export function checkSuspensionUntil(until: Date, now: Date): Date {
  const time = until instanceof Date ? until.getTime() : Number.NaN;
  if (!Number.isFinite(time) || time <= now.getTime() || time > now.getTime() + (SUSPENSION_DAYS_MAX + 1) * DAY_MS) {
    throw new ValidationError('until', `until must be a time within the next ${SUSPENSION_DAYS_MAX} days`);
  }
  return until;
}

/** Suspended means until a time still ahead: a suspension ends by itself, with no job (decisions/0083). */
export function isSuspended(suspendedUntil: Date | null, now: Date): boolean {
  return suspendedUntil !== null && suspendedUntil.getTime() > now.getTime();
}

/** The end of the suspension in force, or null. */
export function suspensionInForce(suspendedUntil: Date | null, now: Date): Date | null {
  return isSuspended(suspendedUntil, now) ? suspendedUntil : null;
}

/** A suspended user signing in with the right password (403): the message and the body's `suspendedUntil` say until when. */
export class UserSuspendedError extends ForbiddenError {
  override readonly details: { suspendedUntil: string };
  constructor(readonly suspendedUntil: Date) {
    super(`Your account is suspended until ${suspendedUntil.toISOString().slice(0, 16).replace('T', ' ')} UTC. You can sign in again after that.`);
    this.details = { suspendedUntil: suspendedUntil.toISOString() };
  }
}

/** Admins are not suspended: another admin takes away their rights first (409). */
export class CannotSuspendAdminError extends ConflictError {
  constructor() {
    super('An administrator cannot be suspended');
  }
}
