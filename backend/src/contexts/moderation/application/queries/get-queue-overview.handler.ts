import { IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { GetReviewOverviewQuery } from '../../../catalog/application/queries/get-review-overview.query';
import { GetUserSummariesQuery } from '../../../identity/application/queries/get-user-summaries.query';
import { ReportsStore } from '../../infrastructure/reports.store';
import { GetQueueOverviewQuery, QueueOverview } from './get-queue-overview.query';

/** The Catalog's numbers, the admins named through Identity, and the open reports (Moderation's own). */
@QueryHandler(GetQueueOverviewQuery)
export class GetQueueOverviewHandler implements IQueryHandler<GetQueueOverviewQuery> {
  constructor(
    private readonly queries: QueryBus,
    private readonly reports: ReportsStore,
  ) {}

  async execute(): Promise<QueueOverview> {
    const [overview, openReports] = await Promise.all([this.queries.execute(new GetReviewOverviewQuery(new Date())), this.reports.countOpen()]);
    const ids = overview.decisionsByAdmin.map((row) => row.adminId);
    const names = new Map(ids.length ? (await this.queries.execute(new GetUserSummariesQuery(ids))).map((user) => [user.id, user.name]) : []);
    return { ...overview, openReports, decisionsByAdmin: overview.decisionsByAdmin.map((row) => ({ ...row, adminName: names.get(row.adminId) ?? '' })) };
  }
}
