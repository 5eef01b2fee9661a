import { Logger } from '@nestjs/common';
import { EventsHandler, IEventHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { ListingDeletedEvent, ListingMarkedSoldEvent } from '../../../catalog/application/events/listing-lifecycle.events';
import { OfferEntity } from '../../infrastructure/offer.entity';
import { OfferStreams } from '../../infrastructure/offer-streams';
import { OfferViews } from '../../infrastructure/offer-views';

/**
 * When a listing is sold or deleted, its pending offers are rejected (and both parties told). This
 * runs after the sale's commit and may be lost with its process; accepting an offer checks the
 * listing itself, so a lost withdrawal never lets an offer on a sold coin be accepted (decisions/0032).
 */
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
        // The seller may have decided it at the same moment: that decision stands.
        if ((await this.streams.withdrawForListing(offer.id, cause)) !== 'rejected') continue;
        this.views.push('offer:updated', await this.views.one(await this.em.fork().findOneOrFail(OfferEntity, { id: offer.id })));
      } catch (error) {
        this.logger.error(`could not withdraw offer ${offer.id}: ${String(error)}`);
      }
    }
  }
}
