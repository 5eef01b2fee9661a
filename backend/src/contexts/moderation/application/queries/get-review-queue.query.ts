import { Query } from '@nestjs/cqrs';
import type { Principal } from '../../../../platform/kernel/principal';
import type { CoinView } from '../../../catalog/application/coin-view';
import type { FlagKind, ListingFlag } from '../../../catalog/application/review-queue-view';

/** A live claim, with the admin's name. */
export interface ReviewClaim {
  coinId: number;
  adminId: number;
  adminName: string;
  claimedAt: string;
  expiresAt: string;
}

export interface QueueItem {
  coin: CoinView;
  flags: ListingFlag[];
  claim: ReviewClaim | null;
  waitingSince: string;
}

export interface QueuePage {
  items: QueueItem[];
  totalCount: number;
}

/** The review queue for admins (oldest waiting first), optionally only the listings with one kind of flag; claims name their admins. */
export class GetReviewQueueQuery extends Query<QueuePage> {
  constructor(
    readonly admin: Principal,
    readonly flag: FlagKind | null,
    readonly limit: number,
    readonly offset: number,
  ) {
    super();
  }
}
