import { CommandHandler, ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { EventStore } from '../../../../platform/event-store/event-store';
import { ConflictError, NotFoundError } from '../../../../platform/kernel/errors';
import { GetUserQuery } from '../../../identity/application/queries/get-user.query';
import { GetUserSummariesQuery } from '../../../identity/application/queries/get-user-summaries.query';
import { checkAction, suspensionEnd } from '../../domain/report-rules';
import { ActionRow, ReportsStore } from '../../infrastructure/reports.store';
import { REPORT_ACTION_TAKEN, ReportActionTakenData, reportActionStream } from '../events/report-stream.events';
import { ReportTargets } from '../report-targets';
import type { ReportActionResult } from '../report-view';
import { reportActionView } from '../report-views';
import { ActOnReportsCommand } from './act-on-reports.command';

/**
 * Resolves the target's open reports and records the action with `ReportActionTaken` in one
 * transaction of Moderation's own; the consumer `moderation.carry-out-report-actions` then sends the
 * Catalog's HideListingCommand or Identity's SuspendUserCommand (never inside this transaction).
 */
@CommandHandler(ActOnReportsCommand)
export class ActOnReportsHandler implements ICommandHandler<ActOnReportsCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly store: ReportsStore,
    private readonly targets: ReportTargets,
    private readonly events: EventStore,
    private readonly queries: QueryBus,
  ) {}

  async execute({ admin, targetType, targetId, action, reason, days }: ActOnReportsCommand): Promise<ReportActionResult> {
    const input = checkAction(targetType, action, reason, days);
    const target = { type: targetType, id: targetId };
    if (!(await this.store.hasReports(target))) throw new NotFoundError(`No reports of this ${targetType}`);
    const owner = await this.targets.forAdmin(targetType, targetId);
    if (input.action === 'suspend-user' && (await this.queries.execute(new GetUserQuery(owner.ownerId)))?.isAdmin) {
      throw new ConflictError('An administrator cannot be suspended');
    }
    const now = new Date();
    const recorded = await this.em.fork().transactional(async (tx): Promise<ActionRow | null> => {
      const open = await this.store.lockOpen(tx, target);
      if (open.length === 0) return null;
      const row = await this.store.recordAction(
        tx,
        {
          target_type: targetType,
          target_id: targetId,
          action: input.action,
          reason: input.reason,
          admin_id: admin.userId,
          listing_id: input.action === 'hide-listing' ? owner.listingId : null,
          user_id: input.action === 'suspend-user' ? owner.ownerId : null,
          suspended_until: input.days === null ? null : suspensionEnd(now, input.days),
          reports_resolved: open.length,
        },
        open.map((report) => report.id),
      );
      const data: ReportActionTakenData = {
        actionId: row.id,
        targetType,
        targetId,
        action: row.action,
        adminId: admin.userId,
        reason: row.reason,
        listingId: input.action === 'hide-listing' ? owner.listingId : null,
        userId: row.user_id,
        suspendedUntil: row.suspended_until === null ? null : new Date(row.suspended_until).toISOString(),
        reportsResolved: open.length,
        reporterIds: [...new Set(open.map((report) => report.reporterId))],
      };
      await this.events.appendToOutbox(tx, reportActionStream(row.id), [{ type: REPORT_ACTION_TAKEN, data: { ...data } }]);
      return row;
    });
    const shown = recorded ?? (await this.store.actionsOn([target]))[0] ?? null;
    if (!shown) return { targetType, targetId, resolvedReports: 0, action: null };
    const ids = [shown.admin_id, ...(shown.user_id === null ? [] : [shown.user_id])];
    const people = new Map((await this.queries.execute(new GetUserSummariesQuery(ids))).map((user) => [user.id, { id: user.id, name: user.name }]));
    return { targetType, targetId, resolvedReports: recorded ? recorded.reports_resolved : 0, action: reportActionView(shown, people) };
  }
}
