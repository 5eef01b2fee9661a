import { ConflictError, NotFoundError, ValidationError } from '../../../platform/kernel/errors';

/** How long after the deal each party may rate the other. */
export const REVIEW_WINDOW_DAYS = 30;
export const COMMENT_MIN = 10;
export const COMMENT_MAX = 1000;

/**
 * A deal as Reviews keeps it: an accepted offer between a buyer and a seller (from `OfferAccepted`),
 * or a listing its seller marked sold to the buyer of one of its conversations (decisions/0086).
 */
export interface Deal {
  dealId: number;
  /** null for a sale to a conversation's buyer. */
  offerId: number | null;
  buyerId: number;
  sellerId: number;
  agreedAt: Date;
}

export type ReviewRole = 'buyer' | 'seller';

/** What "not found" says, for a deal named by its offer or by its sold coin. */
export const NO_OFFER_DEAL = 'No accepted offer of yours with this id';
export const NO_SALE_DEAL = 'This coin was not sold to you, nor by you to a buyer on Sikka';

export const RATING_MESSAGE = 'rating must be a whole number from 1 to 5';

export function checkRating(value: unknown): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > 5) throw new ValidationError('rating', RATING_MESSAGE);
  return value;
}

/** An optional comment: trimmed, empty means none, else 10 to 1000 characters. */
export function checkComment(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') throw new ValidationError('comment', 'comment must be text');
  const comment = value.trim();
  if (!comment) return null;
  if (comment.length < COMMENT_MIN || comment.length > COMMENT_MAX) {
    throw new ValidationError('comment', `comment must be ${COMMENT_MIN} to ${COMMENT_MAX} characters`);
  }
  return comment;
}

/**
 * Whom `reviewerId` rates for this deal, and as what: the buyer rates the seller, the seller the
 * buyer, within 30 days of the deal. Anyone else (and a deal not known) is "not found", as for
 * another's offer anywhere in the API.
 */
export function revieweeOf(deal: Deal | undefined, reviewerId: number, now: Date, notFound = NO_OFFER_DEAL): { revieweeId: number; revieweeRole: ReviewRole } {
  if (!deal || (reviewerId !== deal.buyerId && reviewerId !== deal.sellerId)) {
    throw new NotFoundError(notFound);
  }
  if (now.getTime() - deal.agreedAt.getTime() > REVIEW_WINDOW_DAYS * 24 * 3600 * 1000) {
    throw new ConflictError(`A deal can be rated within ${REVIEW_WINDOW_DAYS} days of its acceptance`);
  }
  return reviewerId === deal.buyerId ? { revieweeId: deal.sellerId, revieweeRole: 'seller' } : { revieweeId: deal.buyerId, revieweeRole: 'buyer' };
}

/** What makes a seller "Verified" (issue 14): a verified phone, 3 completed deals, an average of 4.5, 30 days on Sikka. */
export const VERIFIED_SELLER = {
  completedDeals: 3,
  averageRating: 4.5,
  memberDays: 30,
} as const;

export interface SellerStanding {
  phoneVerified: boolean;
  memberSince: Date;
  completedDeals: number;
  /** null while nobody has rated them. */
  averageRating: number | null;
}

export function isVerifiedSeller(standing: SellerStanding, now: Date): boolean {
  return (
    standing.phoneVerified &&
    standing.completedDeals >= VERIFIED_SELLER.completedDeals &&
    standing.averageRating !== null &&
    standing.averageRating >= VERIFIED_SELLER.averageRating &&
    now.getTime() - standing.memberSince.getTime() >= VERIFIED_SELLER.memberDays * 24 * 3600 * 1000
  );
}

/** An average to one decimal, as people read stars (4.67 → 4.7). */
export const roundedAverage = (sum: number, count: number): number | null => (count === 0 ? null : Math.round((sum / count) * 10) / 10);
