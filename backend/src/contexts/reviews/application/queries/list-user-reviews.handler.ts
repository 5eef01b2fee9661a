import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { roundedAverage } from '../../domain/review-rules';
import { ReviewsStore } from '../../infrastructure/reviews.store';
import type { ReviewsPage } from '../review-view';
import { ReviewViews } from '../review-views';
import { ListUserReviewsQuery } from './list-user-reviews.query';

@QueryHandler(ListUserReviewsQuery)
export class ListUserReviewsHandler implements IQueryHandler<ListUserReviewsQuery> {
  constructor(
    private readonly store: ReviewsStore,
    private readonly views: ReviewViews,
  ) {}

  async execute({ userId, limit, offset }: ListUserReviewsQuery): Promise<ReviewsPage> {
    const [{ rows, total }, [standing]] = await Promise.all([this.store.received(userId, limit, offset), this.store.standings([userId])]);
    return {
      items: await this.views.of(rows),
      total,
      averageRating: roundedAverage(standing.rating_sum, standing.review_count),
      reviewCount: standing.review_count,
    };
  }
}
