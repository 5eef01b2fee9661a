import type { OfferEvent, OfferState } from './offer-state';
import { isOpen } from './offer-state';

/** An offer or a counter waits this long for its answer (decisions/0076). */
export const ANSWER_WINDOW_MS = 48 * 3_600_000;
/** Both parties are told this long before a step expires. */
export const EXPIRY_NOTICE_MS = 6 * 3_600_000;

/** When a step taken at `now` expires unanswered. */
export const expiresAfter = (now: Date): string => new Date(now.getTime() + ANSWER_WINDOW_MS).toISOString();

/**
 * When the current step expires: the stream's own clock, or for an offer made before negotiation
 * (no clock in its events) the deadline the read model was given when negotiation arrived.
 */
export const deadlineOf = (state: OfferState, legacyDeadline: string | null): string | null => state.expiresAt ?? legacyDeadline;

/** Whether the step has run out at `now` (an answer then is refused; the sweep expires it). */
export function hasRunOut(state: OfferState, now: Date): boolean {
  return state.expiresAt !== null && Date.parse(state.expiresAt) <= now.getTime();
}

export type ExpiryCommand =
  /** The sweep's notice, 6 hours before: once per step. */
  | { kind: 'noticeExpiry'; now: Date; legacyDeadline: string | null }
  /** The sweep's expiry of a step nobody answered in time. */
  | { kind: 'expire'; now: Date; legacyDeadline: string | null };

/** Expiry never fails: a command the offer does not need (closed, answered, not yet due) changes nothing. */
export function decideExpiry(command: ExpiryCommand, state: OfferState): OfferEvent[] {
  const deadline = deadlineOf(state, command.legacyDeadline);
  if (!isOpen(state.status) || !state.awaiting || deadline === null) return [];
  const left = Date.parse(deadline) - command.now.getTime();
  if (command.kind === 'expire') return left <= 0 ? [{ type: 'OfferExpired', data: { awaiting: state.awaiting } }] : [];
  if (left <= 0 || left > EXPIRY_NOTICE_MS || state.noticeFor === deadline) return [];
  return [{ type: 'OfferExpiring', data: { expiresAt: deadline, awaiting: state.awaiting } }];
}
