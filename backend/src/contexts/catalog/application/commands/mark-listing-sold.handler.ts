import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { ListingStreams } from '../../infrastructure/listing-streams';
import { MarkListingSoldCommand } from './mark-listing-sold.command';

/** Appends ListingMarkedSold; Offers' durable consumer rejects the listing's pending offers (decisions/0068). */
@CommandHandler(MarkListingSoldCommand)
export class MarkListingSoldHandler implements ICommandHandler<MarkListingSoldCommand> {
  constructor(private readonly listings: ListingStreams) {}

  async execute({ listingId, actor }: MarkListingSoldCommand): Promise<void> {
    await this.listings.execute(listingId, { kind: 'markSold', actor });
  }
}
