import { Query } from '@nestjs/cqrs';
import type { ReviewView } from '../review-view';

/** The caller's own review of an accepted offer they were party to: null while they have not rated it. */
export class GetOwnReviewQuery extends Query<ReviewView | null> {
  constructor(
    readonly offerId: number,
    readonly userId: number,
  ) {
    super();
  }
}
