import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { GetListingSummariesQuery } from '../../../catalog/application/queries/get-listing-summaries.query';
import { GetUserSummariesQuery } from '../../../identity/application/queries/get-user-summaries.query';
import { OFFER_ACCEPTED, OFFER_MADE, OFFER_REJECTED, OfferEventData } from '../../../offers/application/events/offer-stream.events';
import { Consumer, DurableConsumer } from '../../../../platform/event-store/durable-consumer';
import { EventStore, StoredEvent } from '../../../../platform/event-store/event-store';
import { NotificationToSend, NotifyUsersCommand } from '../commands/notify-users.command';
import { sourceKeyOf } from './source-key';

type OfferMade = OfferEventData<'OfferMade'>;

/**
 * Offers to the seller, the seller's answer to the buyer (decisions/0065): `offer-made`,
 * `offer-accepted`, `offer-rejected` (with its `cause`: the seller, or the listing sold, removed or
 * reserved for another offer). Each opens the conversation the offer was made in.
 */
@Consumer()
export class NotifyOfferPartiesConsumer implements DurableConsumer {
  readonly name = 'notifications.offer-parties';
  readonly eventTypes = [OFFER_MADE, OFFER_ACCEPTED, OFFER_REJECTED];
  /** Notifications are about what happens from now on: a first deployment does not tell of the past. */
  readonly startFrom = 'end' as const;

  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly events: EventStore,
  ) {}

  async handle(event: StoredEvent): Promise<void> {
    const offer = event.type === OFFER_MADE ? (event.data as unknown as OfferMade) : await this.offerMade(event.streamId);
    const [[listing], people] = await Promise.all([
      this.queries.execute(new GetListingSummariesQuery([offer.coinId])),
      this.queries.execute(new GetUserSummariesQuery([offer.buyerId, offer.sellerId])),
    ]);
    const nameOf = (userId: number) => people.find((person) => person.id === userId)?.name ?? null;
    const params = { offerId: offer.offerId, coinId: offer.coinId, coinTitle: listing?.title ?? null, amount: offer.offerAmount, conversationId: offer.conversationId };
    const link = `/messages?conversation=${offer.conversationId}`;
    let notification: NotificationToSend;
    if (event.type === OFFER_MADE) {
      notification = { userId: offer.sellerId, type: 'offer-made', params: { ...params, buyerName: nameOf(offer.buyerId) }, link };
    } else if (event.type === OFFER_ACCEPTED) {
      notification = { userId: offer.buyerId, type: 'offer-accepted', params: { ...params, sellerName: nameOf(offer.sellerId) }, link };
    } else {
      const { cause } = event.data as unknown as OfferEventData<'OfferRejected'>;
      notification = { userId: offer.buyerId, type: 'offer-rejected', params: { ...params, sellerName: nameOf(offer.sellerId), cause }, link };
    }
    await this.commands.execute(new NotifyUsersCommand(sourceKeyOf(this, event), [notification]));
  }

  private async offerMade(streamId: string): Promise<OfferMade> {
    const made = (await this.events.readStream(streamId)).find((stored) => stored.type === OFFER_MADE);
    if (!made) throw new Error(`${streamId} has no ${OFFER_MADE} event`);
    return made.data as unknown as OfferMade;
  }
}
