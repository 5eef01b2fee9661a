import type { MessageView } from '../application/conversation-view';
import type { MessageEntity } from './message.entity';

export const toMessageView = (message: MessageEntity): MessageView => ({
  id: message.id,
  conversationId: message.conversationId,
  senderId: message.senderId,
  receiverId: message.receiverId,
  coinId: message.coinId,
  content: message.content,
  createdAt: message.createdAt.toISOString(),
  isRead: message.isRead,
});
