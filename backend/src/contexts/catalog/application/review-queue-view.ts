import type { FlagKind, ListingFlag } from '../domain/listing-flags';
import type { CoinView } from './coin-view';

export { FLAG_KINDS, type FlagKind, type ListingFlag } from '../domain/listing-flags';

/** An admin's live claim on a listing; the admin is named by whoever shows it (Moderation asks Identity). */
export interface ReviewClaimView {
  coinId: number;
  adminId: number;
  claimedAt: string;
  expiresAt: string;
}

/** A listing waiting for review, as the queue shows it: the coin as admins see it, its flags, its live claim, since when it waits. */
export interface ReviewQueueItemView {
  coin: CoinView;
  flags: ListingFlag[];
  claim: ReviewClaimView | null;
  waitingSince: string;
}

export interface ReviewQueuePage {
  items: ReviewQueueItemView[];
  totalCount: number;
}

/** The queue's numbers; decisions count over the last seven days. */
export interface ReviewOverviewView {
  queueSize: number;
  oldestWaitingSince: string | null;
  medianDecisionSeconds: number | null;
  decisionsByAdmin: { adminId: number; decisions: number }[];
}

export type ReviewQueueFilter = FlagKind | null;
