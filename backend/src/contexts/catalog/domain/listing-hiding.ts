import { ValidationError } from '../../../platform/kernel/errors';

export const HIDING_REASON_MIN = 3;
export const HIDING_REASON_MAX = 500;

/** The moderators hid the listing (after a report, decisions/0083): out of public sight, the seller told why. */
export type HidingEvent = { type: 'ListingHidden'; data: { by: number; reason: string } };

/** An admin hides the listing; Moderation checked they are one before sending HideListingCommand. */
export type HidingCommand = { kind: 'hide'; by: number; reason: string };

/** The reason the seller is shown: trimmed, 3 to 500 characters. */
export function checkHidingReason(input: unknown): string {
  const reason = typeof input === 'string' ? input.trim() : '';
  if (reason.length < HIDING_REASON_MIN || reason.length > HIDING_REASON_MAX) {
    throw new ValidationError('reason', `reason must be between ${HIDING_REASON_MIN} and ${HIDING_REASON_MAX} characters`);
  }
  return reason;
}

/** Hiding a hidden listing records nothing (the first reason stands). */
export function decideHiding(command: HidingCommand, hiddenReason: string | null): HidingEvent[] {
  const reason = checkHidingReason(command.reason);
  if (hiddenReason !== null) return [];
  return [{ type: 'ListingHidden', data: { by: command.by, reason } }];
}
