/**
 * Reviews' integration events, written to `review-<id>` in the transaction that stores the review
 * (`EventStore.appendToOutbox`), read by durable consumers (the reviewee's notification). The types
 * are stored and never renamed; the comment stays in the reviews table.
 */
export const reviewStream = (reviewId: number): string => `review-${reviewId}`;

export const REVIEW_POSTED = 'ReviewPosted';
export interface ReviewPostedData {
  reviewId: number;
  /** null for a coin sold to a conversation's buyer (decisions/0086). */
  offerId: number | null;
  coinId: number;
  reviewerId: number;
  revieweeId: number;
  revieweeRole: 'buyer' | 'seller';
  rating: number;
}
