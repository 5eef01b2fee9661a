import { Query } from '@nestjs/cqrs';
import type { ConversationView } from '../conversation-view';

/** The user's conversations, as buyer or seller, most recent activity first. */
export class ListConversationsQuery extends Query<ConversationView[]> {
  constructor(readonly userId: number) {
    super();
  }
}
