import { CommandHandler, ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { UnauthorizedError } from '../../../../platform/kernel/errors';
import { GetPrincipalQuery } from '../../../../platform/kernel/principal';
import { OfferEntity } from '../../infrastructure/offer.entity';
import { OfferStreams } from '../../infrastructure/offer-streams';
import { OfferViews } from '../../infrastructure/offer-views';
import type { OfferView } from '../offer-view';
import { DecideOfferCommand } from './decide-offer.command';

@CommandHandler(DecideOfferCommand)
export class DecideOfferHandler implements ICommandHandler<DecideOfferCommand> {
  constructor(
    private readonly queries: QueryBus,
    private readonly streams: OfferStreams,
    private readonly views: OfferViews,
    private readonly em: EntityManager,
  ) {}

  async execute({ offerId, userId, status }: DecideOfferCommand): Promise<OfferView> {
    const principal = await this.queries.execute(new GetPrincipalQuery(userId));
    if (!principal) throw new UnauthorizedError('Your account no longer exists. Please sign in again.');
    await this.streams.execute(offerId, { kind: 'decide', status, actor: { userId, tier: principal.subscriptionTier } });
    const view = await this.views.one(await this.em.fork().findOneOrFail(OfferEntity, { id: offerId }));
    this.views.push('offer:updated', view);
    return view;
  }
}
