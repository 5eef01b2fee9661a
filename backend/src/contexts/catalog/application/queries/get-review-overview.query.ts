import { Query } from '@nestjs/cqrs';
import type { ReviewOverviewView } from '../review-queue-view';

/** The review queue's numbers at `now`: its size, its oldest listing, the median wait to a decision and decisions per admin over seven days. */
export class GetReviewOverviewQuery extends Query<ReviewOverviewView> {
  constructor(readonly now: Date) {
    super();
  }
}
