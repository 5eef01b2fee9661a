import { Command } from '@nestjs/cqrs';
import type { Principal } from '../../../../platform/kernel/principal';
import type { ReportActionResult } from '../report-view';

/**
 * An admin resolves every open report of one target (decisions/0082): dismisses them, hides the
 * reported listing, or suspends its owner (a listing's seller, a message's sender, the reported user)
 * for `days` days. The action is recorded in the target's history with who, when and why; the Catalog
 * or Identity carries it out after the commit. Acting again once nothing is open answers with what was done.
 */
export class ActOnReportsCommand extends Command<ReportActionResult> {
  constructor(
    readonly admin: Principal,
    readonly targetType: 'listing' | 'user' | 'message',
    readonly targetId: number,
    readonly action: string,
    readonly reason: string,
    readonly days: number | null | undefined,
  ) {
    super();
  }
}
