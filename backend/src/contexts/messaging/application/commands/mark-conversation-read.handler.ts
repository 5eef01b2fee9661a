import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { EventStore } from '../../../../platform/event-store/event-store';
import { Conversations } from '../../infrastructure/conversations';
import { conversationStream, MESSAGES_READ, MessagesReadData } from '../events/conversation-stream.events';
import { MarkConversationReadCommand } from './mark-conversation-read.command';

/**
 * Marks the reader's unread messages of a conversation read and, when some were, writes MessagesRead
 * to its outbox stream in the same transaction; the `unread:count` push is a durable consumer's.
 */
@CommandHandler(MarkConversationReadCommand)
export class MarkConversationReadHandler implements ICommandHandler<MarkConversationReadCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly conversations: Conversations,
    private readonly store: EventStore,
  ) {}

  async execute({ conversationId, readerId }: MarkConversationReadCommand): Promise<number> {
    await this.conversations.forParty(conversationId, readerId);
    return this.em.fork().transactional(async (tx) => {
      const changed = await tx.execute<{ id: number }[]>(
        'UPDATE "messages" SET "is_read" = true WHERE "conversation_id" = ? AND "receiver_id" = ? AND NOT "is_read" RETURNING "id"',
        [conversationId, readerId],
      );
      if (changed.length === 0) return 0;
      const data: MessagesReadData = {
        conversationId,
        readerId,
        count: changed.length,
        lastMessageId: changed.reduce((last, row) => Math.max(last, Number(row.id)), 0),
      };
      await this.store.appendToOutbox(tx, conversationStream(conversationId), [{ type: MESSAGES_READ, data: { ...data } }]);
      return changed.length;
    });
  }
}
