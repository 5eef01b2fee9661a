import { Query } from '@nestjs/cqrs';
import type { Principal } from '../../../../platform/kernel/principal';
import type { ReviewQueueFilter, ReviewQueuePage } from '../review-queue-view';

/** The review queue as `admin` sees it at `now`, oldest waiting first, optionally only listings with one kind of flag. */
export class ListReviewQueueQuery extends Query<ReviewQueuePage> {
  constructor(
    readonly admin: Principal,
    readonly flag: ReviewQueueFilter,
    readonly limit: number,
    readonly offset: number,
    readonly now: Date,
  ) {
    super();
  }
}
