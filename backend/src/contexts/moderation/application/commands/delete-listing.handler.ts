import { CommandHandler, EventBus, ICommandHandler } from '@nestjs/cqrs';
import { Actors } from '../../infrastructure/actors';
import { ListingStreams } from '../../infrastructure/listing-streams';
import { ListingDeletedEvent } from '../events/listing-lifecycle.events';
import { DeleteListingCommand } from './delete-listing.command';

@CommandHandler(DeleteListingCommand)
export class DeleteListingHandler implements ICommandHandler<DeleteListingCommand> {
  constructor(
    private readonly streams: ListingStreams,
    private readonly actors: Actors,
    private readonly events: EventBus,
  ) {}

  async execute({ listingId, actorId }: DeleteListingCommand): Promise<void> {
    await this.streams.execute(listingId, { kind: 'delete', actor: await this.actors.of(actorId) });
    this.events.publish(new ListingDeletedEvent(listingId));
  }
}
