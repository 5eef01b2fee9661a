import { Logger } from '@nestjs/common';
import { CommandBus, CommandHandler, ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import type { Principal } from '../../../../platform/kernel/principal';
import { ReserveListingCommand } from '../../../catalog/application/commands/reserve-listing.command';
import { UndoListingReservationCommand } from '../../../catalog/application/commands/undo-listing-reservation.command';
import { GetListingSummariesQuery } from '../../../catalog/application/queries/get-listing-summaries.query';
import { IsEitherBlockedQuery } from '../../../messaging/application/queries/is-either-blocked.query';
import { checkNotBlocked, stoppedByBlock } from '../../domain/blocked-offers';
import type { AnswerCommand } from '../../domain/offer-answer';
import { OfferEntity } from '../../infrastructure/offer.entity';
import { OfferStreams } from '../../infrastructure/offer-streams';
import { OfferViews } from '../../infrastructure/offer-views';
import type { OfferView } from '../offer-view';
import { DecideOfferCommand } from './decide-offer.command';

@CommandHandler(DecideOfferCommand)
export class DecideOfferHandler implements ICommandHandler<DecideOfferCommand> {
  private readonly logger = new Logger(DecideOfferHandler.name);

  constructor(
    private readonly queries: QueryBus,
    private readonly commands: CommandBus,
    private readonly streams: OfferStreams,
    private readonly views: OfferViews,
    private readonly em: EntityManager,
  ) {}

  async execute({ offerId, actor, status, counterAmount }: DecideOfferCommand): Promise<OfferView> {
    // The listing's state is asked of the Catalog right before deciding, so an offer on a sold,
    // deleted or reserved coin is never accepted, whether or not the withdrawal of offers has run (decisions/0032, 0042).
    const offer = await this.em.fork().findOne(OfferEntity, { id: offerId });
    const [listing] = offer ? await this.queries.execute(new GetListingSummariesQuery([offer.coinId])) : [];
    if (offer && stoppedByBlock(status)) await this.refuseIfBlocked(offer, actor.userId);
    const command: AnswerCommand = { kind: 'decide', status, counterAmount, actor, listing, now: new Date() };
    if (status === 'accepted' && offer) await this.acceptReserving(offer, command);
    else await this.streams.execute(offerId, command);
    // Both parties hear of it through the push of the decision's event (decisions/0068).
    return this.views.one(await this.em.fork().findOneOrFail(OfferEntity, { id: offerId }));
  }

  /** Accepting or countering while either party blocks the other is refused (403, decisions/0084); anyone else gets the offer's 404 as before. */
  private async refuseIfBlocked({ buyerId, sellerId }: OfferEntity, userId: number): Promise<void> {
    if (userId !== buyerId && userId !== sellerId) return;
    checkNotBlocked(await this.queries.execute(new IsEitherBlockedQuery(userId, userId === buyerId ? sellerId : buyerId)), 'answer');
  }

  /**
   * Accepting reserves the listing first, on its own stream: of racing accepts on one coin exactly
   * one reservation is appended and the rest are refused (409). If the offer then cannot be accepted
   * (decided or withdrawn meanwhile), its reservation is undone (decisions/0042). A buyer accepting
   * the seller's counter reserves it on the seller's behalf: the counter was the seller's agreement
   * to that price (decisions/0076).
   */
  private async acceptReserving({ id: offerId, coinId, sellerId }: OfferEntity, command: AnswerCommand): Promise<void> {
    await this.streams.check(offerId, command);
    const seller: Principal = command.actor.userId === sellerId ? command.actor : { userId: sellerId, name: '', isAdmin: false, subscriptionTier: 'premium' };
    await this.commands.execute(new ReserveListingCommand(coinId, offerId, seller));
    try {
      await this.streams.execute(offerId, command);
    } catch (error) {
      await this.commands.execute(new UndoListingReservationCommand(coinId, offerId)).catch((undo: unknown) => {
        this.logger.error(`could not undo the reservation of listing ${coinId} for offer ${offerId}: ${String(undo)}`);
      });
      throw error;
    }
  }
}
