import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { NotFoundError } from '../../../../platform/kernel/errors';
import { CoinEntity } from '../../infrastructure/coin.entity';
import { ApplyListingLifecycleCommand } from './apply-listing-lifecycle.command';

@CommandHandler(ApplyListingLifecycleCommand)
export class ApplyListingLifecycleHandler implements ICommandHandler<ApplyListingLifecycleCommand> {
  async execute({ listingId, lifecycle, tx }: ApplyListingLifecycleCommand): Promise<void> {
    const coin = await tx.findOne(CoinEntity, { id: listingId });
    if (!coin) throw new NotFoundError(`Listing ${listingId} not found`);
    coin.status = lifecycle.status;
    coin.isApproved = lifecycle.status === 'approved';
    coin.isSold = lifecycle.isSold;
    coin.isReserved = lifecycle.isReserved;
    coin.rejectionReason = lifecycle.status === 'rejected' ? lifecycle.rejectionReason : null;
    if (lifecycle.isDeleted && !coin.deletedAt) coin.deletedAt = new Date();
    await tx.flush();
  }
}
