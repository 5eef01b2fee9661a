import { Query } from '@nestjs/cqrs';
import type { MessageView } from '../conversation-view';

/** A conversation's messages, oldest first (the last 500), for one of its parties. */
export class ListMessagesQuery extends Query<MessageView[]> {
  constructor(
    readonly conversationId: number,
    readonly userId: number,
  ) {
    super();
  }
}
