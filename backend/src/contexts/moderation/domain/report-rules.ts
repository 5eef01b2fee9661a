import { ValidationError } from '../../../platform/kernel/errors';

/** What can be reported (issue 14, decisions/0082). */
export const REPORT_TARGET_TYPES = ['listing', 'user', 'message'] as const;
export type ReportTargetType = (typeof REPORT_TARGET_TYPES)[number];

/** Why: the screens say each in the reader's language; `other` needs a note. */
export const REPORT_REASONS = ['replica', 'wrong-description', 'scam', 'offensive', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export const REPORT_NOTE_MAX = 1000;

/** Who owns the target: the seller of a listing, the user themself, the sender of a message. */
export interface ReportedTarget {
  type: ReportTargetType;
  id: number;
  ownerId: number;
}

export interface ReportInput {
  reason: ReportReason;
  note: string | null;
}

/** The reason must be one of the catalogue; the note is trimmed, at most 1000 characters, required with `other`. */
export function checkReport(reason: unknown, note: unknown): ReportInput {
  if (typeof reason !== 'string' || !(REPORT_REASONS as readonly string[]).includes(reason)) {
    throw new ValidationError('reason', `reason must be one of ${REPORT_REASONS.join(', ')}`);
  }
  if (note !== undefined && note !== null && typeof note !== 'string') throw new ValidationError('note', 'note must be text');
  const text = typeof note === 'string' ? note.trim() : '';
  if (text.length > REPORT_NOTE_MAX) throw new ValidationError('note', `note must be at most ${REPORT_NOTE_MAX} characters`);
  if (reason === 'other' && text.length === 0) throw new ValidationError('note', 'note is required when the reason is other');
  return { reason: reason as ReportReason, note: text.length ? text : null };
}

/** Nobody reports themself, their own listing or their own message. */
export function checkReporter(target: ReportedTarget, reporterId: number): void {
  if (target.ownerId !== reporterId) return;
  const what = target.type === 'user' ? 'yourself' : target.type === 'listing' ? 'your own listing' : 'your own message';
  throw new ValidationError('targetId', `You cannot report ${what} (targetId)`);
}

/** What an admin may do about the open reports of one target. */
export const REPORT_ACTIONS = ['dismiss', 'hide-listing', 'suspend-user'] as const;
export type ReportAction = (typeof REPORT_ACTIONS)[number];

export const ACTION_REASON_MIN = 3;
export const ACTION_REASON_MAX = 500;
export const SUSPENSION_DAYS_MIN = 1;
export const SUSPENSION_DAYS_MAX = 365;

export interface ActionInput {
  action: ReportAction;
  reason: string;
  /** Only for suspend-user: whole days, 1-365. */
  days: number | null;
}

/**
 * Checks an admin's action: hiding is for a reported listing only; suspending a listing's report
 * suspends its seller, a message's its sender; a reason of 3-500 characters is recorded (and shown to
 * the person for a suspension or a hidden listing); a suspension lasts 1-365 whole days.
 */
export function checkAction(targetType: ReportTargetType, action: unknown, reason: unknown, days: unknown): ActionInput {
  if (typeof action !== 'string' || !(REPORT_ACTIONS as readonly string[]).includes(action)) {
    throw new ValidationError('action', `action must be one of ${REPORT_ACTIONS.join(', ')}`);
  }
  if (action === 'hide-listing' && targetType !== 'listing') throw new ValidationError('action', 'action hide-listing is only for a reported listing');
  if (typeof reason !== 'string') throw new ValidationError('reason', 'reason must be text');
  const text = reason.trim();
  if (text.length < ACTION_REASON_MIN || text.length > ACTION_REASON_MAX) {
    throw new ValidationError('reason', `reason must be ${ACTION_REASON_MIN}-${ACTION_REASON_MAX} characters`);
  }
  if (action !== 'suspend-user') {
    if (days !== undefined && days !== null) throw new ValidationError('days', 'days is only for suspend-user');
    return { action: action as ReportAction, reason: text, days: null };
  }
  if (typeof days !== 'number' || !Number.isInteger(days) || days < SUSPENSION_DAYS_MIN || days > SUSPENSION_DAYS_MAX) {
    throw new ValidationError('days', `days must be a whole number from ${SUSPENSION_DAYS_MIN} to ${SUSPENSION_DAYS_MAX}`);
  }
  return { action: 'suspend-user', reason: text, days };
}

/** When a suspension of `days` days decided at `now` ends. */
export function suspensionEnd(now: Date, days: number): Date {
  return new Date(now.getTime() + days * 24 * 60 * 60 * 1000);
}
