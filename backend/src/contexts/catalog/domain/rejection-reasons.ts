import { ValidationError } from '../../../platform/kernel/errors';

/** Why an admin rejects a listing: the catalogue the review screen offers (decisions/0063). */
export const REJECTION_REASON_CODES = ['unclear-photos', 'not-a-coin', 'replica', 'wrong-category', 'contact-details', 'price-looks-wrong', 'other'] as const;
export type RejectionReasonCode = (typeof REJECTION_REASON_CODES)[number];

export const REJECTION_NOTE_MAX = 500;

/** The English sentence of each reason; the seller's screens say it in their language from the code. */
export const REJECTION_SENTENCES: Record<RejectionReasonCode, string> = {
  'unclear-photos': 'The photos are not clear enough to judge the coin.',
  'not-a-coin': 'This listing is not for a coin.',
  replica: 'The coin looks like a replica or copy, which Sikka does not allow.',
  'wrong-category': 'The coin is listed in the wrong category.',
  'contact-details': 'The listing shares contact details; buyers and sellers talk through Sikka.',
  'price-looks-wrong': 'The price looks wrong for this coin.',
  other: 'The listing was not approved.',
};

/** What a rejection records: the text the seller reads (`reason`), and the code and note it was made of. */
export interface Rejection {
  reason: string | null;
  reasonCode: RejectionReasonCode | null;
  note: string | null;
}

/** What an admin sent with a decision. `reason` is spec.md's free text; `reasonCode` and `note` the catalogue's. */
export interface RejectionInput {
  reason?: string | null;
  reasonCode?: string | null;
  note?: string | null;
}

const isCode = (value: unknown): value is RejectionReasonCode => typeof value === 'string' && (REJECTION_REASON_CODES as readonly string[]).includes(value);

function trimmed(field: string, input: string | null | undefined): string | null {
  if (input === undefined || input === null) return null;
  const value = input.trim();
  if (value.length > REJECTION_NOTE_MAX) throw new ValidationError(field, `${field} must be at most ${REJECTION_NOTE_MAX} characters`);
  return value || null;
}

/** Nothing but the bare decision may come with an approval. */
export function checkApprovalInput(input: RejectionInput): void {
  if (input.reasonCode !== undefined && input.reasonCode !== null) throw new ValidationError('reasonCode', 'reasonCode is only for rejections');
  if (input.note !== undefined && input.note !== null) throw new ValidationError('note', 'note is only for rejections');
}

/**
 * A rejection's reason: spec.md's free `reason` as it was written, or a code from the catalogue with
 * an optional note (required for `other`), read as the code's sentence followed by the note.
 */
export function checkRejection(input: RejectionInput): Rejection {
  const note = trimmed('note', input.note);
  if (input.reasonCode === undefined || input.reasonCode === null) {
    if (note !== null) throw new ValidationError('reasonCode', 'reasonCode is required with a note');
    return { reason: trimmed('reason', input.reason), reasonCode: null, note: null };
  }
  if (!isCode(input.reasonCode)) throw new ValidationError('reasonCode', `reasonCode must be one of ${REJECTION_REASON_CODES.join(', ')}`);
  if (input.reason !== undefined && input.reason !== null && input.reason.trim() !== '') {
    throw new ValidationError('reason', 'reason cannot be sent with reasonCode: put the words in note');
  }
  const code = input.reasonCode;
  if (code === 'other' && note === null) throw new ValidationError('note', 'note is required when reasonCode is other');
  const reason = code === 'other' ? note : note === null ? REJECTION_SENTENCES[code] : `${REJECTION_SENTENCES[code]} ${note}`;
  return { reason, reasonCode: code, note };
}
