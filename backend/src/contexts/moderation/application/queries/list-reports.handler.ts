import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { ReportsStore } from '../../infrastructure/reports.store';
import { ReportTargets } from '../report-targets';
import type { ReportsPage } from '../report-view';
import { adminReportView, reportActionView } from '../report-views';
import { ListReportsQuery } from './list-reports.query';

const keyOf = (type: string, id: number) => `${type}-${id}`;

@QueryHandler(ListReportsQuery)
export class ListReportsHandler implements IQueryHandler<ListReportsQuery> {
  constructor(
    private readonly store: ReportsStore,
    private readonly targets: ReportTargets,
  ) {}

  async execute({ status, limit, offset }: ListReportsQuery): Promise<ReportsPage> {
    const { targets, total } = await this.store.targets(status, limit, offset);
    const [reports, actions] = await Promise.all([this.store.reportsOf(targets, status), this.store.actionsOn(targets)]);
    const people = [
      ...reports.map((report) => report.reporter_id),
      ...actions.flatMap((action) => (action.user_id === null ? [action.admin_id] : [action.admin_id, action.user_id])),
    ];
    const described = await this.targets.describe(targets, people);
    const items = targets.map((target) => ({
      targetType: target.type,
      targetId: target.id,
      listing: target.type === 'listing' ? (described.listings.get(target.id) ?? null) : null,
      user: target.type === 'user' ? (described.users.get(target.id) ?? null) : null,
      message: target.type === 'message' ? (described.messages.get(target.id) ?? null) : null,
      reports: reports.filter((report) => keyOf(report.target_type, report.target_id) === keyOf(target.type, target.id)).map((row) => adminReportView(row, described.people)),
      history: actions.filter((action) => keyOf(action.target_type, action.target_id) === keyOf(target.type, target.id)).map((row) => reportActionView(row, described.people)),
    }));
    return { items, totalCount: total };
  }
}
