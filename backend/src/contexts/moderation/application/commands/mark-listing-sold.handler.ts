import { CommandHandler, EventBus, ICommandHandler } from '@nestjs/cqrs';
import { Actors } from '../../infrastructure/actors';
import { ListingStreams } from '../../infrastructure/listing-streams';
import { ListingMarkedSoldEvent } from '../events/listing-lifecycle.events';
import { MarkListingSoldCommand } from './mark-listing-sold.command';

@CommandHandler(MarkListingSoldCommand)
export class MarkListingSoldHandler implements ICommandHandler<MarkListingSoldCommand> {
  constructor(
    private readonly streams: ListingStreams,
    private readonly actors: Actors,
    private readonly events: EventBus,
  ) {}

  async execute({ listingId, actorId }: MarkListingSoldCommand): Promise<void> {
    await this.streams.execute(listingId, { kind: 'markSold', actor: await this.actors.of(actorId) });
    this.events.publish(new ListingMarkedSoldEvent(listingId));
  }
}
