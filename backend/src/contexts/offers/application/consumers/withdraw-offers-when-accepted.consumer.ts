import { QueryBus } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { Consumer, DurableConsumer, streamNumber } from '../../../../platform/event-store/durable-consumer';
import type { StoredEvent } from '../../../../platform/event-store/event-store';
import { GetListingSummariesQuery } from '../../../catalog/application/queries/get-listing-summaries.query';
import { OFFER_ACCEPTED } from '../events/offer-stream.events';
import { OPEN_STATUSES } from '../../domain/offer';
import { OfferEntity } from '../../infrastructure/offer.entity';
import { OfferStreams } from '../../infrastructure/offer-streams';

/**
 * An accepted offer holds its listing's reservation (the Catalog's ListingReserved is appended before
 * OfferAccepted, decisions/0042): the listing's other open offers (pending or countered) are rejected with the cause
 * `listing-reserved`. It acts on the listing as it is when it runs (decisions/0068): if the accepted
 * offer was released, or the listing is open again, sold or deleted by then, the offers made since
 * are left alone (a sale withdraws them through its own consumer). Making and accepting offers check
 * the reservation themselves, so a late run never lets a second offer through.
 */
@Consumer()
export class WithdrawOffersWhenAcceptedConsumer implements DurableConsumer {
  readonly name = 'offers.withdraw-others-when-accepted';
  readonly eventTypes = [OFFER_ACCEPTED];

  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
    private readonly streams: OfferStreams,
  ) {}

  async handle(event: StoredEvent): Promise<void> {
    const offerId = streamNumber(event);
    const em = this.em.fork();
    const accepted = await em.findOne(OfferEntity, { id: offerId, status: 'accepted' });
    if (!accepted) return;
    const [listing] = await this.queries.execute(new GetListingSummariesQuery([accepted.coinId]));
    if (!listing?.isReserved || listing.isSold || listing.isDeleted) return;
    const pending = await em.find(OfferEntity, { coinId: accepted.coinId, status: { $in: [...OPEN_STATUSES] }, id: { $ne: offerId } }, { fields: ['id'] });
    await this.streams.withdrawEachForListing(
      pending.map((offer) => offer.id),
      'listing-reserved',
    );
  }
}
