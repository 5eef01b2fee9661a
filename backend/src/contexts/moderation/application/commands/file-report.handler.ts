import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { EventStore } from '../../../../platform/event-store/event-store';
import { ConflictError } from '../../../../platform/kernel/errors';
import { checkReport, checkReporter } from '../../domain/report-rules';
import { ReportsStore } from '../../infrastructure/reports.store';
import { REPORT_FILED, ReportFiledData, reportStream } from '../events/report-stream.events';
import { ReportTargets } from '../report-targets';
import type { ReportView } from '../report-view';
import { reportView } from '../report-views';
import { FileReportCommand } from './file-report.command';

export const ALREADY_REPORTED = 'You have already reported this; the moderators will look at it';

/** Stores the report and its `ReportFiled` event in one transaction; the partial unique index decides between racing reports. */
@CommandHandler(FileReportCommand)
export class FileReportHandler implements ICommandHandler<FileReportCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly store: ReportsStore,
    private readonly targets: ReportTargets,
    private readonly events: EventStore,
  ) {}

  async execute({ reporterId, targetType, targetId, reason, note }: FileReportCommand): Promise<ReportView> {
    const input = checkReport(reason, note);
    checkReporter(await this.targets.forReporter(targetType, targetId, reporterId), reporterId);
    const row = await this.em.fork().transactional(async (tx) => {
      const inserted = await this.store.insert(tx, { reporterId, targetType, targetId, ...input });
      if (!inserted) throw new ConflictError(ALREADY_REPORTED);
      const data: ReportFiledData = { reportId: inserted.id, reporterId, targetType, targetId, reason: input.reason };
      await this.events.appendToOutbox(tx, reportStream(inserted.id), [{ type: REPORT_FILED, data: { ...data } }]);
      return inserted;
    });
    return reportView(row);
  }
}
