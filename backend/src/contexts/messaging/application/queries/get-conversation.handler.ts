import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { Conversations } from '../../infrastructure/conversations';
import type { ConversationRef } from '../conversation-view';
import { GetConversationQuery } from './get-conversation.query';

@QueryHandler(GetConversationQuery)
export class GetConversationHandler implements IQueryHandler<GetConversationQuery> {
  constructor(private readonly conversations: Conversations) {}

  async execute({ conversationId, userId }: GetConversationQuery): Promise<ConversationRef> {
    const { id, buyerId, sellerId, coinId } = await this.conversations.forParty(conversationId, userId);
    return { id, buyerId, sellerId, coinId };
  }
}
