import type { MessageView } from '../application/conversation-view';
import { messageForReader } from '../domain/hidden-contact-details';
import type { ConversationEntity } from './conversation.entity';
import type { MessageEntity } from './message.entity';

/** A message as `readerId`, one of the conversation's parties, reads it (contact details hidden until shared: decisions/0080). */
export const toMessageView = (message: MessageEntity, readerId: number, conversation: Pick<ConversationEntity, 'contactDetailsSharedAt'>): MessageView => {
  const { content, contactDetailsHidden } = messageForReader(message.content, {
    readerIsSender: message.senderId === readerId,
    detailsShared: conversation.contactDetailsSharedAt !== null,
  });
  return {
    id: message.id,
    conversationId: message.conversationId,
    senderId: message.senderId,
    receiverId: message.receiverId,
    coinId: message.coinId,
    content,
    contactDetailsHidden,
    createdAt: message.createdAt.toISOString(),
    isRead: message.isRead,
  };
};
