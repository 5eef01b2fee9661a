import { EntityManager } from '@mikro-orm/postgresql';
import { Consumer, DurableConsumer } from '../../../../platform/event-store/durable-consumer';
import { EventStore, StoredEvent } from '../../../../platform/event-store/event-store';
import { OFFER_ACCEPTED, OFFER_MADE, OfferEventData } from '../../../offers/application/events/offer-stream.events';

/**
 * Once an offer in a conversation is accepted, its two parties read each other's contact details
 * (decisions/0080): the conversation keeps the moment of the first acceptance. It reads the offer's
 * `OfferMade` for the conversation; a repeated delivery keeps the first moment, and starting from the
 * beginning fills it for offers accepted before this consumer existed.
 */
@Consumer()
export class ShareContactDetailsWhenOfferAcceptedConsumer implements DurableConsumer {
  readonly name = 'messaging.share-contact-details-when-offer-accepted';
  readonly eventTypes = [OFFER_ACCEPTED];
  readonly startFrom = 'beginning' as const;

  constructor(
    private readonly em: EntityManager,
    private readonly events: EventStore,
  ) {}

  async handle(event: StoredEvent): Promise<void> {
    const made = (await this.events.readStream(event.streamId)).find((stored) => stored.type === OFFER_MADE);
    if (!made) throw new Error(`${event.streamId} has no ${OFFER_MADE} event`);
    const { conversationId } = made.data as unknown as OfferEventData<'OfferMade'>;
    await this.em
      .getConnection()
      .execute('UPDATE "conversations" SET "contact_details_shared_at" = ? WHERE "id" = ? AND "contact_details_shared_at" IS NULL', [
        event.occurredAt,
        conversationId,
      ]);
  }
}
