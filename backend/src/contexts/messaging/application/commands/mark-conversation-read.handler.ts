import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { RealtimePublisher } from '../../../../platform/realtime/realtime.publisher';
import { Conversations } from '../../infrastructure/conversations';
import { MarkConversationReadCommand } from './mark-conversation-read.command';

@CommandHandler(MarkConversationReadCommand)
export class MarkConversationReadHandler implements ICommandHandler<MarkConversationReadCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly conversations: Conversations,
    private readonly realtime: RealtimePublisher,
  ) {}

  async execute({ conversationId, readerId }: MarkConversationReadCommand): Promise<number> {
    await this.conversations.forParty(conversationId, readerId);
    const changed = await this.em
      .getConnection()
      .execute<{ id: number }[]>(
        'UPDATE "messages" SET "is_read" = true WHERE "conversation_id" = ? AND "receiver_id" = ? AND NOT "is_read" RETURNING "id"',
        [conversationId, readerId],
      );
    if (changed.length) this.realtime.toUser(readerId, 'unread:count', { unreadCount: await this.conversations.unreadCount(readerId) });
    return changed.length;
  }
}
