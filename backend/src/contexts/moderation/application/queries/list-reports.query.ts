import { Query } from '@nestjs/cqrs';
import type { ReportsPage } from '../report-view';

/**
 * The admins' Reports tab (decisions/0082): targets with open reports (most reported first) or with
 * resolved ones (most recently resolved first), each with the target in context, its reports and
 * the history of actions on it.
 */
export class ListReportsQuery extends Query<ReportsPage> {
  constructor(
    readonly status: 'open' | 'resolved',
    readonly limit: number,
    readonly offset: number,
  ) {
    super();
  }
}
