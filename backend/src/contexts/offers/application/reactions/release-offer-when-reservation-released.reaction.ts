import { Logger } from '@nestjs/common';
import { EventsHandler, IEventHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { ListingReservationReleasedEvent } from '../../../catalog/application/events/listing-lifecycle.events';
import { OfferEntity } from '../../infrastructure/offer.entity';
import { OfferStreams } from '../../infrastructure/offer-streams';
import { OfferViews } from '../../infrastructure/offer-views';

/**
 * When the seller releases a reserved listing, the accepted offer that held it becomes `released`
 * (decisions/0043) and both parties are told. If this run is lost the offer stays `accepted`; the
 * listing is open all the same, since the reservation lives in the listing's stream.
 */
@EventsHandler(ListingReservationReleasedEvent)
export class ReleaseOfferWhenReservationReleasedReaction implements IEventHandler<ListingReservationReleasedEvent> {
  private readonly logger = new Logger(ReleaseOfferWhenReservationReleasedReaction.name);

  constructor(
    private readonly em: EntityManager,
    private readonly streams: OfferStreams,
    private readonly views: OfferViews,
  ) {}

  async handle({ offerId, by }: ListingReservationReleasedEvent): Promise<void> {
    try {
      const { events } = await this.streams.execute(offerId, { kind: 'release', by });
      if (events.length === 0) return;
      this.views.push('offer:updated', await this.views.one(await this.em.fork().findOneOrFail(OfferEntity, { id: offerId })));
    } catch (error) {
      this.logger.error(`could not release offer ${offerId}: ${String(error)}`);
    }
  }
}
