import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { ConflictError, NotFoundError } from '../../../../platform/kernel/errors';
import { FlaggedListingError } from '../../domain/listing-lifecycle';
import { ClaimHeldError } from '../../domain/review-claim';
import { ListingStreams, RACING_ATTEMPTS } from '../../infrastructure/listing-streams';
import { ApprovalSkipReason, ApproveListingsCommand, BulkApprovalResult } from './approve-listings.command';

function skipReason(error: unknown): ApprovalSkipReason {
  if (error instanceof NotFoundError) return 'not-found';
  if (error instanceof FlaggedListingError) return 'flagged';
  if (error instanceof ClaimHeldError) return 'claimed';
  if (error instanceof ConflictError) return 'not-pending';
  throw error;
}

@CommandHandler(ApproveListingsCommand)
export class ApproveListingsHandler implements ICommandHandler<ApproveListingsCommand> {
  constructor(private readonly listings: ListingStreams) {}

  /** A flag or a claim appended while deciding makes the append lose its race: deciding again sees it and skips. */
  async execute({ admin, listingIds, now }: ApproveListingsCommand): Promise<BulkApprovalResult> {
    const result: BulkApprovalResult = { approved: [], skipped: [] };
    for (const id of [...new Set(listingIds)]) {
      try {
        await this.listings.execute(id, { kind: 'decide', approved: true, onlyIfReady: true, actor: admin, now }, { attempts: RACING_ATTEMPTS });
        result.approved.push(id);
      } catch (error) {
        result.skipped.push({ id, reason: skipReason(error) });
      }
    }
    return result;
  }
}
