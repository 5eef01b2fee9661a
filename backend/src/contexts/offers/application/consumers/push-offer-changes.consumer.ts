import { EntityManager } from '@mikro-orm/postgresql';
import { Consumer, DurableConsumer, streamNumber } from '../../../../platform/event-store/durable-consumer';
import type { StoredEvent } from '../../../../platform/event-store/event-store';
import { OFFER_ACCEPTED, OFFER_COUNTERED, OFFER_EXPIRED, OFFER_MADE, OFFER_REJECTED, OFFER_RELEASED, OFFER_WITHDRAWN } from '../events/offer-stream.events';
import { OfferEntity } from '../../infrastructure/offer.entity';
import { OfferViews } from '../../infrastructure/offer-views';

/**
 * The offers' live pushes to both parties, from the worker through the Socket.IO Redis adapter
 * (decisions/0068): a new offer as `offer:new`, any step on it (an answer or a counter of either
 * party, the buyer's withdrawal, a withdrawal because its listing went or was reserved, a release,
 * its expiry) as `offer:updated`, each `{conversationId, offer}` with the offer as it stands when pushed.
 */
@Consumer()
export class PushOfferChangesConsumer implements DurableConsumer {
  readonly name = 'offers.push-offer-changes';
  readonly eventTypes = [OFFER_MADE, OFFER_ACCEPTED, OFFER_REJECTED, OFFER_RELEASED, OFFER_COUNTERED, OFFER_WITHDRAWN, OFFER_EXPIRED];
  /** A push is for whoever is looking now: a first run does not replay the store's history to sockets. */
  readonly startFrom = 'end';

  constructor(
    private readonly em: EntityManager,
    private readonly views: OfferViews,
  ) {}

  async handle(event: StoredEvent): Promise<void> {
    const offer = await this.em.fork().findOne(OfferEntity, { id: streamNumber(event) });
    if (!offer) return;
    this.views.push(event.type === OFFER_MADE ? 'offer:new' : 'offer:updated', await this.views.one(offer));
  }
}
