import { Command } from '@nestjs/cqrs';
import type { Principal } from '../../../../platform/kernel/principal';

export type ApprovalSkipReason = 'flagged' | 'claimed' | 'not-pending' | 'not-found';

export interface BulkApprovalResult {
  approved: number[];
  skipped: { id: number; reason: ApprovalSkipReason }[];
}

/**
 * An admin approves several listings at `now`: each one that waits for review, raised no flag and
 * is not held by another admin's live claim; the others are skipped with why. One decision each, in
 * order, each in its own append.
 */
export class ApproveListingsCommand extends Command<BulkApprovalResult> {
  constructor(
    readonly admin: Principal,
    readonly listingIds: number[],
    readonly now: Date,
  ) {
    super();
  }
}
