import { IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { ListReviewQueueQuery } from '../../../catalog/application/queries/list-review-queue.query';
import { GetUserSummariesQuery } from '../../../identity/application/queries/get-user-summaries.query';
import { GetReviewQueueQuery, QueuePage } from './get-review-queue.query';

/** The Catalog's queue, each live claim's admin named through Identity. */
@QueryHandler(GetReviewQueueQuery)
export class GetReviewQueueHandler implements IQueryHandler<GetReviewQueueQuery> {
  constructor(private readonly queries: QueryBus) {}

  async execute({ admin, flag, limit, offset }: GetReviewQueueQuery): Promise<QueuePage> {
    const page = await this.queries.execute(new ListReviewQueueQuery(admin, flag, limit, offset, new Date()));
    const adminIds = [...new Set(page.items.flatMap((item) => (item.claim ? [item.claim.adminId] : [])))];
    const names = new Map(adminIds.length ? (await this.queries.execute(new GetUserSummariesQuery(adminIds))).map((user) => [user.id, user.name]) : []);
    return {
      totalCount: page.totalCount,
      items: page.items.map((item) => ({ ...item, claim: item.claim ? { ...item.claim, adminName: names.get(item.claim.adminId) ?? '' } : null })),
    };
  }
}
