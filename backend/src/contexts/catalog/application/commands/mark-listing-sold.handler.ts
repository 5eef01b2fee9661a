import { CommandHandler, EventBus, ICommandHandler } from '@nestjs/cqrs';
import { ListingStreams } from '../../infrastructure/listing-streams';
import { ListingMarkedSoldEvent } from '../events/listing-lifecycle.events';
import { MarkListingSoldCommand } from './mark-listing-sold.command';

@CommandHandler(MarkListingSoldCommand)
export class MarkListingSoldHandler implements ICommandHandler<MarkListingSoldCommand> {
  constructor(
    private readonly listings: ListingStreams,
    private readonly events: EventBus,
  ) {}

  async execute({ listingId, actor }: MarkListingSoldCommand): Promise<void> {
    await this.listings.execute(listingId, { kind: 'markSold', actor });
    this.events.publish(new ListingMarkedSoldEvent(listingId));
  }
}
