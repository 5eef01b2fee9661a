import { IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { GetConversationQuery } from '../../../messaging/application/queries/get-conversation.query';
import { OfferEntity } from '../../infrastructure/offer.entity';
import { OfferViews } from '../../infrastructure/offer-views';
import type { OfferView } from '../offer-view';
import { ListConversationOffersQuery } from './list-conversation-offers.query';

@QueryHandler(ListConversationOffersQuery)
export class ListConversationOffersHandler implements IQueryHandler<ListConversationOffersQuery> {
  constructor(
    private readonly queries: QueryBus,
    private readonly em: EntityManager,
    private readonly views: OfferViews,
  ) {}

  async execute({ conversationId, userId }: ListConversationOffersQuery): Promise<OfferView[]> {
    await this.queries.execute(new GetConversationQuery(conversationId, userId));
    const offers = await this.em.fork().find(OfferEntity, { conversationId }, { orderBy: { createdAt: 'desc', id: 'desc' } });
    return this.views.many(offers);
  }
}
