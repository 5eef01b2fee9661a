import { CommandHandler, ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { GetListingSummariesQuery } from '../../../catalog/application/queries/get-listing-summaries.query';
import { GetConversationQuery } from '../../../messaging/application/queries/get-conversation.query';
import { IsEitherBlockedQuery } from '../../../messaging/application/queries/is-either-blocked.query';
import { checkNotBlocked } from '../../domain/blocked-offers';
import { listingGoneCause, offerRefusedFor } from '../../domain/offer';
import { OfferEntity } from '../../infrastructure/offer.entity';
import { OfferStreams } from '../../infrastructure/offer-streams';
import { OfferViews } from '../../infrastructure/offer-views';
import type { OfferView } from '../offer-view';
import { MakeOfferCommand } from './make-offer.command';

@CommandHandler(MakeOfferCommand)
export class MakeOfferHandler implements ICommandHandler<MakeOfferCommand> {
  constructor(
    private readonly queries: QueryBus,
    private readonly streams: OfferStreams,
    private readonly views: OfferViews,
    private readonly em: EntityManager,
  ) {}

  async execute({ conversationId, buyer, coinId, offerAmount, message }: MakeOfferCommand): Promise<OfferView> {
    const [conversation, [listing]] = await Promise.all([
      this.queries.execute(new GetConversationQuery(conversationId, buyer.userId)),
      this.queries.execute(new GetListingSummariesQuery([coinId])),
    ]);
    const other = conversation.buyerId === buyer.userId ? conversation.sellerId : conversation.buyerId;
    checkNotBlocked(await this.queries.execute(new IsEitherBlockedQuery(buyer.userId, other)), 'make');
    const offerId = await this.streams.nextId();
    await this.streams.execute(offerId, { kind: 'make', context: { offerId, conversation, listing, buyer }, offerAmount, message, now: new Date() });
    await this.withdrawIfListingWentMeanwhile(offerId, coinId);
    // Both parties hear of it through the push of OfferMade (decisions/0068).
    return this.views.one(await this.em.fork().findOneOrFail(OfferEntity, { id: offerId }));
  }

  /**
   * A sale or deletion committed between the check above and the offer's commit finds no offer to
   * withdraw, so the listing is asked again now that the offer is committed: if it is gone, the
   * offer is withdrawn here and the buyer answered as if it had been gone before. A sale committed
   * after this second look sees the offer and withdraws it itself (decisions/0032).
   */
  private async withdrawIfListingWentMeanwhile(offerId: number, coinId: number): Promise<void> {
    const [listing] = await this.queries.execute(new GetListingSummariesQuery([coinId]));
    const cause = listingGoneCause(listing);
    if (!cause) return;
    if ((await this.streams.withdrawForListing(offerId, cause)) === 'rejected') throw offerRefusedFor(cause);
  }
}
