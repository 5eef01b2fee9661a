import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { RealtimePublisher } from '../../../../platform/realtime/realtime.publisher';
import { checkMessage } from '../../domain/message-rules';
import { otherParty } from '../../domain/conversation-rules';
import { Conversations } from '../../infrastructure/conversations';
import { MessageEntity } from '../../infrastructure/message.entity';
import { toMessageView } from '../../infrastructure/message-view';
import { SendRateStore } from '../../infrastructure/send-rate.store';
import type { MessageView } from '../conversation-view';
import { SendMessageCommand } from './send-message.command';

@CommandHandler(SendMessageCommand)
export class SendMessageHandler implements ICommandHandler<SendMessageCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly conversations: Conversations,
    private readonly rate: SendRateStore,
    private readonly realtime: RealtimePublisher,
  ) {}

  async execute({ conversationId, senderId, content }: SendMessageCommand): Promise<MessageView> {
    const text = checkMessage(content);
    const conversation = await this.conversations.forParty(conversationId, senderId);
    await this.rate.take(senderId);
    const receiverId = otherParty(conversation, senderId);
    const message = await this.em.fork().transactional(async (tx) => {
      const created = tx.create(MessageEntity, { conversationId, senderId, receiverId, coinId: conversation.coinId, content: text });
      await tx.flush();
      await tx.execute('UPDATE "conversations" SET "last_message_id" = ?, "updated_at" = now() WHERE "id" = ?', [created.id, conversationId]);
      return created;
    });
    const view = toMessageView(message);
    for (const userId of [senderId, receiverId]) this.realtime.toUser(userId, 'message:new', { conversationId, message: view });
    this.realtime.toUser(receiverId, 'unread:count', { unreadCount: await this.conversations.unreadCount(receiverId) });
    return view;
  }
}
