import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import type { ListingStatus } from '../../domain/listing-lifecycle';
import { ListingStreams } from '../../infrastructure/listing-streams';
import { RecordSellerEditCommand } from './record-seller-edit.command';

@CommandHandler(RecordSellerEditCommand)
export class RecordSellerEditHandler implements ICommandHandler<RecordSellerEditCommand> {
  constructor(private readonly streams: ListingStreams) {}

  async execute({ listingId, sellerId, changes, tx }: RecordSellerEditCommand): Promise<ListingStatus> {
    const { state } = await this.streams.execute(listingId, { kind: 'sellerEdit', changes, actor: { userId: sellerId, isAdmin: false } }, tx);
    return state?.status ?? 'pending';
  }
}
