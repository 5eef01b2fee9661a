import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { Conversations } from '../../infrastructure/conversations';
import { MessageEntity } from '../../infrastructure/message.entity';
import { toMessageView } from '../../infrastructure/message-view';
import type { MessageView } from '../conversation-view';
import { ListMessagesQuery } from './list-messages.query';

const HISTORY = 500;

@QueryHandler(ListMessagesQuery)
export class ListMessagesHandler implements IQueryHandler<ListMessagesQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly conversations: Conversations,
  ) {}

  async execute({ conversationId, userId }: ListMessagesQuery): Promise<MessageView[]> {
    const conversation = await this.conversations.forParty(conversationId, userId);
    const newest = await this.em.fork().find(MessageEntity, { conversationId }, { orderBy: { id: 'desc' }, limit: HISTORY });
    return newest.reverse().map((message) => toMessageView(message, userId, conversation));
  }
}
