import { Query } from '@nestjs/cqrs';
import type { ConversationRef } from '../conversation-view';

/** Who a conversation is between, for one of its parties (404 for anyone else). */
export class GetConversationQuery extends Query<ConversationRef> {
  constructor(
    readonly conversationId: number,
    readonly userId: number,
  ) {
    super();
  }
}
