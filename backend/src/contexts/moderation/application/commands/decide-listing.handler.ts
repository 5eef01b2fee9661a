import { CommandHandler, EventBus, ICommandHandler } from '@nestjs/cqrs';
import { Actors } from '../../infrastructure/actors';
import { ListingStreams } from '../../infrastructure/listing-streams';
import { ListingApprovedEvent, ListingRejectedEvent } from '../events/listing-lifecycle.events';
import { DecideListingCommand } from './decide-listing.command';

@CommandHandler(DecideListingCommand)
export class DecideListingHandler implements ICommandHandler<DecideListingCommand> {
  constructor(
    private readonly streams: ListingStreams,
    private readonly actors: Actors,
    private readonly events: EventBus,
  ) {}

  async execute({ listingId, adminId, approved, reason }: DecideListingCommand): Promise<void> {
    const { state } = await this.streams.execute(listingId, { kind: 'decide', approved, reason, actor: await this.actors.of(adminId) });
    this.events.publish(approved ? new ListingApprovedEvent(listingId) : new ListingRejectedEvent(listingId, state?.rejectionReason ?? null));
  }
}
