import { Consumer, DurableConsumer } from '../../../../platform/event-store/durable-consumer';
import type { StoredEvent } from '../../../../platform/event-store/event-store';
import { LISTING_RESERVATION_RELEASED, ListingEventData } from '../../../catalog/application/events/listing-stream.events';
import { OfferStreams } from '../../infrastructure/offer-streams';

/**
 * When the seller releases a reserved listing, the accepted offer that held it becomes `released`
 * (decisions/0043; both parties are told by the push of OfferReleased). A reservation undone because
 * its offer could not be accepted finds that offer not accepted and changes nothing; so does a
 * second delivery.
 */
@Consumer()
export class ReleaseOfferWhenReservationReleasedConsumer implements DurableConsumer {
  readonly name = 'offers.release-when-reservation-released';
  readonly eventTypes = [LISTING_RESERVATION_RELEASED];

  constructor(private readonly streams: OfferStreams) {}

  async handle(event: StoredEvent): Promise<void> {
    const { offerId, by } = event.data as ListingEventData<typeof LISTING_RESERVATION_RELEASED>;
    await this.streams.execute(offerId, { kind: 'release', by }, 3);
  }
}
