import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { EventStore } from '../../../../platform/event-store/event-store';
import { checkNotBlocked } from '../../domain/blocking';
import { checkMessage } from '../../domain/message-rules';
import { otherParty } from '../../domain/conversation-rules';
import { Conversations } from '../../infrastructure/conversations';
import { MessageEntity } from '../../infrastructure/message.entity';
import { toMessageView } from '../../infrastructure/message-view';
import { SendRateStore } from '../../infrastructure/send-rate.store';
import { UserBlocks } from '../../infrastructure/user-blocks';
import type { MessageView } from '../conversation-view';
import { conversationStream, MESSAGE_SENT, MessageSentData } from '../events/conversation-stream.events';
import { SendMessageCommand } from './send-message.command';

/**
 * Stores the message and writes MessageSent to the conversation's outbox stream in one transaction;
 * the pushes (`message:new`, `unread:count`) are a durable consumer's (decisions/0068). A block either
 * way refuses it (403), checked in the insert's transaction so a block answered first always wins (decisions/0084).
 */
@CommandHandler(SendMessageCommand)
export class SendMessageHandler implements ICommandHandler<SendMessageCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly conversations: Conversations,
    private readonly rate: SendRateStore,
    private readonly store: EventStore,
    private readonly blocks: UserBlocks,
  ) {}

  async execute({ conversationId, senderId, content }: SendMessageCommand): Promise<MessageView> {
    const text = checkMessage(content);
    const conversation = await this.conversations.forParty(conversationId, senderId);
    await this.rate.take(senderId);
    const receiverId = otherParty(conversation, senderId);
    const message = await this.em.fork().transactional(async (tx) => {
      checkNotBlocked(await this.blocks.between(senderId, receiverId, tx), 'message');
      const created = tx.create(MessageEntity, { conversationId, senderId, receiverId, coinId: conversation.coinId, content: text });
      await tx.flush();
      await tx.execute('UPDATE "conversations" SET "last_message_id" = ?, "updated_at" = now() WHERE "id" = ?', [created.id, conversationId]);
      const data: MessageSentData = { conversationId, messageId: created.id, coinId: conversation.coinId, senderId, receiverId };
      await this.store.appendToOutbox(tx, conversationStream(conversationId), [{ type: MESSAGE_SENT, data: { ...data } }]);
      return created;
    });
    return toMessageView(message, senderId, conversation);
  }
}
