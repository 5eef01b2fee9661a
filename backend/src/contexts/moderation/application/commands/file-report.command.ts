import { Command } from '@nestjs/cqrs';
import type { ReportView } from '../report-view';

/**
 * A signed-in person reports a listing, a user or a message (decisions/0082): one open report per
 * reporter and target (409 on a second), 404 for what they cannot see, 400 for their own.
 */
export class FileReportCommand extends Command<ReportView> {
  constructor(
    readonly reporterId: number,
    readonly targetType: 'listing' | 'user' | 'message',
    readonly targetId: number,
    readonly reason: string,
    readonly note: string | null | undefined,
  ) {
    super();
  }
}
