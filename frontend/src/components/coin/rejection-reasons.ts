/** The catalogue of reasons an admin rejects a listing for (decisions/0063); `other` needs a note. */
export const REJECTION_REASON_CODES = [
  'unclear-photos',
  'not-a-coin',
  'replica',
  'wrong-category',
  'contact-details',
  'price-looks-wrong',
  'other',
] as const;

export type RejectionReasonCode = (typeof REJECTION_REASON_CODES)[number];

export function isRejectionReasonCode(value: unknown): value is RejectionReasonCode {
  return typeof value === 'string' && (REJECTION_REASON_CODES as readonly string[]).includes(value);
}
