import { EntityManager } from '@mikro-orm/postgresql';
import { Consumer, DurableConsumer, streamNumber } from '../../../../platform/event-store/durable-consumer';
import type { StoredEvent } from '../../../../platform/event-store/event-store';
import { LISTING_DELETED, LISTING_MARKED_SOLD } from '../../../catalog/application/events/listing-stream.events';
import { OPEN_STATUSES } from '../../domain/offer';
import { OfferEntity } from '../../infrastructure/offer.entity';
import { OfferStreams } from '../../infrastructure/offer-streams';

/**
 * When a listing is sold or deleted, its open offers (pending or countered) are rejected (both parties are told by the
 * pushes of OfferRejected). The sale is in the listing's stream, so this runs even if the process
 * that sold it died (decisions/0068); a second delivery finds nothing open, and the offer's
 * decider rejects an offer once only. Accepting still checks the listing itself (decisions/0032).
 */
@Consumer()
export class WithdrawOffersWhenListingGoneConsumer implements DurableConsumer {
  readonly name = 'offers.withdraw-when-listing-gone';
  readonly eventTypes = [LISTING_MARKED_SOLD, LISTING_DELETED];

  constructor(
    private readonly em: EntityManager,
    private readonly streams: OfferStreams,
  ) {}

  async handle(event: StoredEvent): Promise<void> {
    const cause = event.type === LISTING_MARKED_SOLD ? 'listing-sold' : 'listing-removed';
    const pending = await this.em.fork().find(OfferEntity, { coinId: streamNumber(event), status: { $in: [...OPEN_STATUSES] } }, { fields: ['id'] });
    await this.streams.withdrawEachForListing(
      pending.map((offer) => offer.id),
      cause,
    );
  }
}
