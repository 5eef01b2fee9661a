import { EntityManager } from '@mikro-orm/postgresql';
import { Consumer, DurableConsumer } from '../../../../platform/event-store/durable-consumer';
import type { StoredEvent } from '../../../../platform/event-store/event-store';
import { RealtimePublisher } from '../../../../platform/realtime/realtime.publisher';
import { Conversations } from '../../infrastructure/conversations';
import { ConversationEntity } from '../../infrastructure/conversation.entity';
import { MessageEntity } from '../../infrastructure/message.entity';
import { toMessageView } from '../../infrastructure/message-view';
import { MESSAGE_SENT, MessageSentData, MESSAGES_READ, MessagesReadData } from '../events/conversation-stream.events';

/**
 * The conversation's live pushes, from the worker through the Socket.IO Redis adapter (decisions/0068):
 * a sent message goes to both parties as `message:new` `{conversationId, message}` (read from the
 * messages table, so its text never enters the event store; each party's copy as they may read it,
 * decisions/0080) and the receiver gets `unread:count`;
 * messages read send the reader's new `unread:count`. Counts are read when the push is made, so a
 * repeated delivery repeats the same truth.
 */
@Consumer()
export class PushConversationChangesConsumer implements DurableConsumer {
  readonly name = 'messaging.push-conversation-changes';
  readonly eventTypes = [MESSAGE_SENT, MESSAGES_READ];
  /** A push is for whoever is looking now: a first run does not replay the store's history to sockets. */
  readonly startFrom = 'end';

  constructor(
    private readonly em: EntityManager,
    private readonly conversations: Conversations,
    private readonly realtime: RealtimePublisher,
  ) {}

  async handle(event: StoredEvent): Promise<void> {
    if (event.type === MESSAGE_SENT) return this.messageSent(event.data as unknown as MessageSentData);
    const { readerId } = event.data as unknown as MessagesReadData;
    this.realtime.toUser(readerId, 'unread:count', { unreadCount: await this.conversations.unreadCount(readerId) });
  }

  private async messageSent({ conversationId, messageId, senderId, receiverId }: MessageSentData): Promise<void> {
    const em = this.em.fork();
    const [message, conversation] = await Promise.all([em.findOne(MessageEntity, { id: messageId }), em.findOne(ConversationEntity, { id: conversationId })]);
    if (message && conversation) {
      for (const userId of [senderId, receiverId]) this.realtime.toUser(userId, 'message:new', { conversationId, message: toMessageView(message, userId, conversation) });
    }
    this.realtime.toUser(receiverId, 'unread:count', { unreadCount: await this.conversations.unreadCount(receiverId) });
  }
}
