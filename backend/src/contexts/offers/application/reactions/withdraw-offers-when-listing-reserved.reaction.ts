import { Logger } from '@nestjs/common';
import { EventsHandler, IEventHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { ListingReservedEvent } from '../../../catalog/application/events/listing-lifecycle.events';
import { OfferEntity } from '../../infrastructure/offer.entity';
import { OfferStreams } from '../../infrastructure/offer-streams';
import { OfferViews } from '../../infrastructure/offer-views';

/**
 * When an accepted offer reserves its listing, the listing's other pending offers are rejected (and
 * both parties told). This runs after the reservation's commit and may be lost with its process;
 * making and accepting offers check the reservation themselves, so a lost run never lets a second
 * offer through (decisions/0042).
 */
@EventsHandler(ListingReservedEvent)
export class WithdrawOffersWhenListingReservedReaction implements IEventHandler<ListingReservedEvent> {
  private readonly logger = new Logger(WithdrawOffersWhenListingReservedReaction.name);

  constructor(
    private readonly em: EntityManager,
    private readonly streams: OfferStreams,
    private readonly views: OfferViews,
  ) {}

  async handle({ listingId, offerId }: ListingReservedEvent): Promise<void> {
    const pending = await this.em.fork().find(OfferEntity, { coinId: listingId, status: 'pending', id: { $ne: offerId } });
    for (const offer of pending) {
      try {
        // The seller may have decided it at the same moment: that decision stands.
        if ((await this.streams.withdrawForListing(offer.id, 'listing-reserved')) !== 'rejected') continue;
        this.views.push('offer:updated', await this.views.one(await this.em.fork().findOneOrFail(OfferEntity, { id: offer.id })));
      } catch (error) {
        this.logger.error(`could not withdraw offer ${offer.id}: ${String(error)}`);
      }
    }
  }
}
