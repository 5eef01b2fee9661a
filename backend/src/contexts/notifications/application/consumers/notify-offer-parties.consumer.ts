import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { GetListingSummariesQuery } from '../../../catalog/application/queries/get-listing-summaries.query';
import { GetUserSummariesQuery } from '../../../identity/application/queries/get-user-summaries.query';
import {
  amountOnTable,
  OFFER_ACCEPTED,
  OFFER_COUNTERED,
  OFFER_EXPIRED,
  OFFER_EXPIRING,
  OFFER_MADE,
  OFFER_REJECTED,
  OFFER_WITHDRAWN,
  OfferEventData,
} from '../../../offers/application/events/offer-stream.events';
import { Consumer, DurableConsumer } from '../../../../platform/event-store/durable-consumer';
import { EventStore, StoredEvent } from '../../../../platform/event-store/event-store';
import { NotificationParams, NotificationToSend, NotificationType, NotifyUsersCommand } from '../commands/notify-users.command';
import { sourceKeyOf } from './source-key';

type OfferMade = OfferEventData<'OfferMade'>;
type Party = 'seller' | 'buyer';

/**
 * Every step of an offer, to whoever it concerns (decisions/0065, 0076): `offer-made` to the seller;
 * `offer-countered` to the other party; `offer-accepted` and `offer-rejected` (with `by`, and the
 * rejection's `cause`: the seller, the buyer, or the listing sold, removed or reserved for another
 * offer) to the party whose amount was answered; `offer-withdrawn` to the seller; `offer-expiring`
 * (6 hours before) and `offer-expired` to both, with `awaitingYou` for the one who must answer.
 * `amount` is the amount the step concerns: the offer, the counter, the agreed price, or the one on
 * the table. Each opens the conversation the offer was made in.
 */
@Consumer()
export class NotifyOfferPartiesConsumer implements DurableConsumer {
  readonly name = 'notifications.offer-parties';
  readonly eventTypes = [OFFER_MADE, OFFER_ACCEPTED, OFFER_REJECTED, OFFER_COUNTERED, OFFER_WITHDRAWN, OFFER_EXPIRING, OFFER_EXPIRED];
  /** Notifications are about what happens from now on: a first deployment does not tell of the past. */
  readonly startFrom = 'end' as const;

  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly events: EventStore,
  ) {}

  async handle(event: StoredEvent): Promise<void> {
    // The stream up to this event: its offer, and the amount on the table before the step.
    const before = (await this.events.readStream(event.streamId)).filter((stored) => stored.streamVersion < event.streamVersion);
    const made = event.type === OFFER_MADE ? event : before.find((stored) => stored.type === OFFER_MADE);
    if (!made) throw new Error(`${event.streamId} has no ${OFFER_MADE} event`);
    const offer = made.data as unknown as OfferMade;
    const [[listing], people] = await Promise.all([
      this.queries.execute(new GetListingSummariesQuery([offer.coinId])),
      this.queries.execute(new GetUserSummariesQuery([offer.buyerId, offer.sellerId])),
    ]);
    const nameOf = (userId: number) => people.find((person) => person.id === userId)?.name ?? null;
    const base = {
      offerId: offer.offerId,
      coinId: offer.coinId,
      coinTitle: listing?.title ?? null,
      amount: event.type === OFFER_MADE ? offer.offerAmount : amountOnTable(before),
      conversationId: offer.conversationId,
      buyerName: nameOf(offer.buyerId),
      sellerName: nameOf(offer.sellerId),
    };
    const link = `/messages?conversation=${offer.conversationId}`;
    const userOf = (party: Party) => (party === 'seller' ? offer.sellerId : offer.buyerId);
    const other = (party: Party): Party => (party === 'seller' ? 'buyer' : 'seller');
    const partyOf = (userId: number | null): Party | null => (userId === offer.sellerId ? 'seller' : userId === offer.buyerId ? 'buyer' : null);
    const to = (party: Party, type: NotificationType, params: NotificationParams = {}): NotificationToSend => ({
      userId: userOf(party),
      type,
      params: { ...base, ...params },
      link,
    });

    const notifications: NotificationToSend[] = [];
    switch (event.type) {
      case OFFER_MADE:
        notifications.push(to('seller', 'offer-made'));
        break;
      case OFFER_COUNTERED: {
        const { by, amount, round } = event.data as unknown as OfferEventData<'OfferCountered'>;
        const from = partyOf(by) ?? 'seller';
        notifications.push(to(other(from), 'offer-countered', { by: from, amount, round }));
        break;
      }
      case OFFER_ACCEPTED: {
        const { by, amount } = event.data as unknown as OfferEventData<'OfferAccepted'>;
        const from = partyOf(by) ?? 'seller';
        notifications.push(to(other(from), 'offer-accepted', { by: from, amount: amount ?? base.amount }));
        break;
      }
      case OFFER_REJECTED: {
        const { cause } = event.data as unknown as OfferEventData<'OfferRejected'>;
        notifications.push(to(cause === 'buyer' ? 'seller' : 'buyer', 'offer-rejected', { cause }));
        break;
      }
      case OFFER_WITHDRAWN:
        notifications.push(to('seller', 'offer-withdrawn'));
        break;
      case OFFER_EXPIRING:
      case OFFER_EXPIRED: {
        const { awaiting } = event.data as unknown as OfferEventData<'OfferExpired'>;
        const type = event.type === OFFER_EXPIRING ? 'offer-expiring' : 'offer-expired';
        const expiresAt = event.type === OFFER_EXPIRING ? (event.data as unknown as OfferEventData<'OfferExpiring'>).expiresAt : null;
        for (const party of ['seller', 'buyer'] as const) notifications.push(to(party, type, { awaitingYou: party === awaiting, expiresAt }));
        break;
      }
    }
    await this.commands.execute(new NotifyUsersCommand(sourceKeyOf(this, event), notifications));
  }
}
