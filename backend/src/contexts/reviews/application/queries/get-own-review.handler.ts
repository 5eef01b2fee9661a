import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { NotFoundError } from '../../../../platform/kernel/errors';
import { NO_OFFER_DEAL, NO_SALE_DEAL } from '../../domain/review-rules';
import { ReviewsStore } from '../../infrastructure/reviews.store';
import type { ReviewView } from '../review-view';
import { ReviewViews } from '../review-views';
import { GetOwnReviewQuery, OwnReview } from './get-own-review.query';

@QueryHandler(GetOwnReviewQuery)
export class GetOwnReviewHandler implements IQueryHandler<GetOwnReviewQuery> {
  constructor(
    private readonly store: ReviewsStore,
    private readonly views: ReviewViews,
  ) {}

  async execute({ deal: ref, userId }: GetOwnReviewQuery): Promise<OwnReview> {
    const deal = await this.store.deal(ref);
    if (!deal || (deal.buyerId !== userId && deal.sellerId !== userId)) throw new NotFoundError('offerId' in ref ? NO_OFFER_DEAL : NO_SALE_DEAL);
    const row = await this.store.byReviewer(deal.dealId, userId);
    const counterpartId = userId === deal.buyerId ? deal.sellerId : deal.buyerId;
    return { review: row ? (await this.views.of([row]))[0] : null, counterpartId };
  }
}
