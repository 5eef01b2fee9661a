import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { NotFoundError } from '../../../../platform/kernel/errors';
import { ReviewsStore } from '../../infrastructure/reviews.store';
import type { ReviewView } from '../review-view';
import { ReviewViews } from '../review-views';
import { GetOwnReviewQuery } from './get-own-review.query';

@QueryHandler(GetOwnReviewQuery)
export class GetOwnReviewHandler implements IQueryHandler<GetOwnReviewQuery> {
  constructor(
    private readonly store: ReviewsStore,
    private readonly views: ReviewViews,
  ) {}

  async execute({ offerId, userId }: GetOwnReviewQuery): Promise<ReviewView | null> {
    const deal = await this.store.deal(offerId);
    if (!deal || (deal.buyerId !== userId && deal.sellerId !== userId)) throw new NotFoundError('No accepted offer of yours with this id');
    const row = await this.store.byReviewer(offerId, userId);
    return row ? (await this.views.of([row]))[0] : null;
  }
}
