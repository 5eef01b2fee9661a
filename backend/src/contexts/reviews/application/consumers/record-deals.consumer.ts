import { EntityManager } from '@mikro-orm/postgresql';
import { Consumer, DurableConsumer, streamNumber } from '../../../../platform/event-store/durable-consumer';
import { EventStore, StoredEvent } from '../../../../platform/event-store/event-store';
import { LISTING_MARKED_SOLD, ListingEventData } from '../../../catalog/application/events/listing-stream.events';
import { amountOnTable, OFFER_ACCEPTED, OFFER_MADE, OFFER_RELEASED, OfferEventData } from '../../../offers/application/events/offer-stream.events';

/**
 * The deals Reviews knows of (decisions/0081): an accepted offer becomes a deal its two parties may
 * rate; a released one (the seller gave the coin back to the market) stays rateable but no longer
 * counts as completed. A listing its seller marked sold to a conversation's buyer is a deal too, with
 * no agreed amount (0086). Starts from the beginning, so deals made before Reviews existed are known;
 * a repeated delivery changes nothing.
 */
@Consumer()
export class RecordDealsConsumer implements DurableConsumer {
  readonly name = 'reviews.record-deals';
  readonly eventTypes = [OFFER_ACCEPTED, OFFER_RELEASED, LISTING_MARKED_SOLD];
  readonly startFrom = 'beginning' as const;

  constructor(
    private readonly em: EntityManager,
    private readonly events: EventStore,
  ) {}

  async handle(event: StoredEvent): Promise<void> {
    const connection = this.em.getConnection();
    if (event.type === LISTING_MARKED_SOLD) {
      const sale = event.data as ListingEventData<'ListingMarkedSold'>;
      if (sale.buyerId === undefined) return;
      await connection.execute(
        `INSERT INTO "deals" ("sold_listing_id", "buyer_id", "seller_id", "coin_id", "agreed_at") VALUES (?, ?, ?, ?, ?)
         ON CONFLICT ("sold_listing_id") DO NOTHING`,
        [streamNumber(event), sale.buyerId, sale.by, streamNumber(event), event.occurredAt],
      );
      return;
    }
    if (event.type === OFFER_RELEASED) {
      await connection.execute('UPDATE "deals" SET "released_at" = ? WHERE "offer_id" = ? AND "released_at" IS NULL', [event.occurredAt, streamNumber(event)]);
      return;
    }
    const stream = await this.events.readStream(event.streamId);
    const made = stream.find((stored) => stored.type === OFFER_MADE);
    if (!made) throw new Error(`${event.streamId} has no ${OFFER_MADE} event`);
    const offer = made.data as unknown as OfferEventData<'OfferMade'>;
    const upToAcceptance = stream.filter((stored) => stored.globalPosition <= event.globalPosition);
    await connection.execute(
      `INSERT INTO "deals" ("offer_id", "buyer_id", "seller_id", "coin_id", "amount", "agreed_at") VALUES (?, ?, ?, ?, ?, ?)
       ON CONFLICT ("offer_id") DO NOTHING`,
      [offer.offerId, offer.buyerId, offer.sellerId, offer.coinId, amountOnTable(upToAcceptance), event.occurredAt],
    );
  }
}
