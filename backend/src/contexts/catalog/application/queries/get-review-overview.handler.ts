import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { ReviewQueue } from '../../infrastructure/review-queue';
import type { ReviewOverviewView } from '../review-queue-view';
import { GetReviewOverviewQuery } from './get-review-overview.query';

@QueryHandler(GetReviewOverviewQuery)
export class GetReviewOverviewHandler implements IQueryHandler<GetReviewOverviewQuery> {
  constructor(private readonly queue: ReviewQueue) {}

  execute({ now }: GetReviewOverviewQuery): Promise<ReviewOverviewView> {
    return this.queue.overview(now);
  }
}
