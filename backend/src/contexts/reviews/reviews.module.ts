import { Module } from '@nestjs/common';
import { PostReviewHandler } from './application/commands/post-review.handler';
import { RecordDealsConsumer } from './application/consumers/record-deals.consumer';
import { GetOwnReviewHandler } from './application/queries/get-own-review.handler';
import { GetReputationsHandler } from './application/queries/get-reputations.handler';
import { ListUserReviewsHandler } from './application/queries/list-user-reviews.handler';
import { ReviewViews } from './application/review-views';
import { ReviewsStore } from './infrastructure/reviews.store';
import { ReviewsController } from './interface/reviews.controller';

/**
 * Reviews (issue 14, decisions/0081): the deals it learns of from Offers' events, the ratings each
 * party gives the other after one, and people's standing (stars, completed deals, Verified seller).
 */
@Module({
  controllers: [ReviewsController],
  providers: [ReviewsStore, ReviewViews, PostReviewHandler, ListUserReviewsHandler, GetOwnReviewHandler, GetReputationsHandler, RecordDealsConsumer],
})
export class ReviewsModule {}
