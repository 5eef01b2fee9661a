import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { ReviewQueue } from '../../infrastructure/review-queue';
import type { ReviewQueuePage } from '../review-queue-view';
import { ListReviewQueueQuery } from './list-review-queue.query';

@QueryHandler(ListReviewQueueQuery)
export class ListReviewQueueHandler implements IQueryHandler<ListReviewQueueQuery> {
  constructor(private readonly queue: ReviewQueue) {}

  execute({ admin, flag, limit, offset, now }: ListReviewQueueQuery): Promise<ReviewQueuePage> {
    return this.queue.page(admin, flag, limit, offset, now);
  }
}
