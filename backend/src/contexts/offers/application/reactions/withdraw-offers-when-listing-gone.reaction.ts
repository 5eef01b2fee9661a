import { Logger } from '@nestjs/common';
import { EventsHandler, IEventHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { ListingDeletedEvent, ListingMarkedSoldEvent } from '../../../moderation/application/events/listing-lifecycle.events';
import { ConcurrencyError } from '../../../../platform/event-store/event-store';
import { OfferEntity } from '../../infrastructure/offer.entity';
import { OfferStreams } from '../../infrastructure/offer-streams';
import { OfferViews } from '../../infrastructure/offer-views';

/** When a listing is sold or deleted, its pending offers are rejected (and both parties told). */
@EventsHandler(ListingMarkedSoldEvent, ListingDeletedEvent)
export class WithdrawOffersWhenListingGoneReaction implements IEventHandler<ListingMarkedSoldEvent | ListingDeletedEvent> {
  private readonly logger = new Logger(WithdrawOffersWhenListingGoneReaction.name);

  constructor(
    private readonly em: EntityManager,
    private readonly streams: OfferStreams,
    private readonly views: OfferViews,
  ) {}

  async handle(event: ListingMarkedSoldEvent | ListingDeletedEvent): Promise<void> {
    const cause = event instanceof ListingMarkedSoldEvent ? 'listing-sold' : 'listing-removed';
    const pending = await this.em.fork().find(OfferEntity, { coinId: event.listingId, status: 'pending' });
    for (const offer of pending) {
      try {
        const events = await this.streams.execute(offer.id, { kind: 'withdrawForListing', cause });
        if (events.length) this.views.push('offer:updated', await this.views.one(await this.em.fork().findOneOrFail(OfferEntity, { id: offer.id })));
      } catch (error) {
        // The seller decided it at the same moment: that decision stands.
        if (!(error instanceof ConcurrencyError)) this.logger.error(`could not withdraw offer ${offer.id}: ${String(error)}`);
      }
    }
  }
}
