import { Logger } from '@nestjs/common';
import { CommandBus, CommandHandler, ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import type { Principal } from '../../../../platform/kernel/principal';
import { ReserveListingCommand } from '../../../catalog/application/commands/reserve-listing.command';
import { UndoListingReservationCommand } from '../../../catalog/application/commands/undo-listing-reservation.command';
import { GetListingSummariesQuery } from '../../../catalog/application/queries/get-listing-summaries.query';
import type { OfferCommand } from '../../domain/offer';
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

  async execute({ offerId, seller, status }: DecideOfferCommand): Promise<OfferView> {
    // The listing's state is asked of the Catalog right before deciding, so an offer on a sold,
    // deleted or reserved coin is never accepted, whether or not the withdrawal of offers has run (decisions/0032, 0042).
    const offer = await this.em.fork().findOne(OfferEntity, { id: offerId });
    const [listing] = offer ? await this.queries.execute(new GetListingSummariesQuery([offer.coinId])) : [];
    const command: OfferCommand = { kind: 'decide', status, actor: seller, listing };
    if (status === 'accepted' && offer) await this.acceptReserving(offer.coinId, offerId, seller, command);
    else await this.streams.execute(offerId, command);
    // Both parties hear of it through the push of the decision's event (decisions/0068).
    return this.views.one(await this.em.fork().findOneOrFail(OfferEntity, { id: offerId }));
  }

  /**
   * Accepting reserves the listing first, on its own stream: of racing accepts on one coin exactly
   * one reservation is appended and the rest are refused (409). If the offer then cannot be accepted
   * (decided or withdrawn meanwhile), its reservation is undone (decisions/0042).
   */
  private async acceptReserving(coinId: number, offerId: number, seller: Principal, command: OfferCommand): Promise<void> {
    await this.streams.check(offerId, command);
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
