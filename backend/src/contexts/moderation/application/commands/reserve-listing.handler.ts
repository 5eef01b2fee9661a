import { CommandHandler, EventBus, ICommandHandler } from '@nestjs/cqrs';
import { Actors } from '../../infrastructure/actors';
import { ListingStreams } from '../../infrastructure/listing-streams';
import { ListingReservedEvent } from '../events/listing-lifecycle.events';
import { ReserveListingCommand } from './reserve-listing.command';

@CommandHandler(ReserveListingCommand)
export class ReserveListingHandler implements ICommandHandler<ReserveListingCommand> {
  constructor(
    private readonly streams: ListingStreams,
    private readonly actors: Actors,
    private readonly events: EventBus,
  ) {}

  async execute({ listingId, offerId, actorId }: ReserveListingCommand): Promise<void> {
    const actor = await this.actors.of(actorId);
    // A lost append race is decided again on the new stream, so the loser hears why (reserved, sold…).
    await this.streams.executeRetryingRaces(listingId, { kind: 'reserve', offerId, actor });
    this.events.publish(new ListingReservedEvent(listingId, offerId));
  }
}
