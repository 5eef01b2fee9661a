import { Command } from '@nestjs/cqrs';
import type { Principal } from '../../../../platform/kernel/principal';
import type { BulkApprovalResult } from '../../../catalog/application/commands/approve-listings.command';

export type { ApprovalSkipReason, BulkApprovalResult } from '../../../catalog/application/commands/approve-listings.command';

/** An admin approves several unflagged listings at once; flagged ones, others' claimed ones and ones no longer pending are skipped. */
export class ApproveManyCommand extends Command<BulkApprovalResult> {
  constructor(
    readonly admin: Principal,
    readonly listingIds: number[],
  ) {
    super();
  }
}
