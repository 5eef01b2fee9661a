import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { withinField } from '../../../../platform/kernel/errors';
import { AdminListingEdits } from '../../infrastructure/admin-listing-edits';
import { ListingStreams } from '../../infrastructure/listing-streams';
import { ReviewListingCommand } from './review-listing.command';

@CommandHandler(ReviewListingCommand)
export class ReviewListingHandler implements ICommandHandler<ReviewListingCommand> {
  constructor(
    private readonly listings: ListingStreams,
    private readonly edits: AdminListingEdits,
  ) {}

  async execute({ listingId, admin, decision, now }: ReviewListingCommand): Promise<void> {
    const { approved, reason, reasonCode, note } = decision;
    // An edit with a rejection is refused by the lifecycle; only an approval's is checked and prepared.
    const prepared = decision.edit && approved ? await withinField('edit', () => this.edits.prepare(listingId, decision.edit!)) : null;
    const edit = prepared ? { changes: prepared.changes, previous: prepared.previous, flags: prepared.flags } : decision.edit ? { changes: {} } : undefined;
    await this.listings.execute(listingId, { kind: 'decide', approved, reason, reasonCode, note, edit, actor: admin, now }, { alongside: prepared?.write });
  }
}
