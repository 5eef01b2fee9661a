import { Query } from '@nestjs/cqrs';
import type { ReviewsPage } from '../review-view';

/** The reviews a user received, newest first (`GET /api/sellers/{id}/reviews`). */
export class ListUserReviewsQuery extends Query<ReviewsPage> {
  constructor(
    readonly userId: number,
    readonly limit: number,
    readonly offset: number,
  ) {
    super();
  }
}
