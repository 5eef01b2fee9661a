import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { ConversationEntity } from '../../infrastructure/conversation.entity';
import { ConversationViews } from '../../infrastructure/conversation-views';
import type { ConversationView } from '../conversation-view';
import { ListConversationsQuery } from './list-conversations.query';

@QueryHandler(ListConversationsQuery)
export class ListConversationsHandler implements IQueryHandler<ListConversationsQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly views: ConversationViews,
  ) {}

  async execute({ userId }: ListConversationsQuery): Promise<ConversationView[]> {
    const conversations = await this.em
      .fork()
      .find(ConversationEntity, { $or: [{ buyerId: userId }, { sellerId: userId }] }, { orderBy: { updatedAt: 'desc', id: 'desc' }, limit: 200 });
    return this.views.many(conversations, userId);
  }
}
