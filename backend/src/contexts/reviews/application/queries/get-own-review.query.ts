import { Query } from '@nestjs/cqrs';
import type { DealRef } from '../../infrastructure/reviews.store';
import type { ReviewView } from '../review-view';

/** The caller's review of a deal (null while not given) and whom they rate. */
export interface OwnReview {
  review: ReviewView | null;
  counterpartId: number;
}

/** The caller's own review of a deal they were party to: null while they have not rated it. */
export class GetOwnReviewQuery extends Query<OwnReview> {
  constructor(
    readonly deal: DealRef,
    readonly userId: number,
  ) {
    super();
  }
}
