import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { GetListingSummariesQuery } from '../../../catalog/application/queries/get-listing-summaries.query';
import { GetUserSummariesQuery } from '../../../identity/application/queries/get-user-summaries.query';
import { MESSAGE_SENT, MessageSentData, MESSAGES_READ, MessagesReadData } from '../../../messaging/application/events/conversation-stream.events';
import { Consumer, DurableConsumer } from '../../../../platform/event-store/durable-consumer';
import type { StoredEvent } from '../../../../platform/event-store/event-store';
import { NotificationStore } from '../../infrastructure/notification-store';
import { NotifyUsersCommand } from '../commands/notify-users.command';
import { sourceKeyOf } from './source-key';

export const conversationGroup = (conversationId: number): string => `conversation-${conversationId}`;

/**
 * A message to the receiver, one unread notification per conversation (decisions/0065): each message
 * merges into it (`count` messages, the latest sender's name; never the text, which stays in
 * Messaging). When the receiver reads the conversation, its notification is read too.
 */
@Consumer()
export class NotifyMessageReceiverConsumer implements DurableConsumer {
  readonly name = 'notifications.message-receiver';
  readonly eventTypes = [MESSAGE_SENT, MESSAGES_READ];
  /** Notifications are about what happens from now on: a first deployment does not tell of the past. */
  readonly startFrom = 'end' as const;

  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly store: NotificationStore,
  ) {}

  async handle(event: StoredEvent): Promise<void> {
    if (event.type === MESSAGES_READ) {
      const { readerId, conversationId } = event.data as unknown as MessagesReadData;
      await this.store.markGroupRead(readerId, conversationGroup(conversationId));
      return;
    }
    const { conversationId, coinId, senderId, receiverId } = event.data as unknown as MessageSentData;
    const [[listing], [sender]] = await Promise.all([
      this.queries.execute(new GetListingSummariesQuery([coinId])),
      this.queries.execute(new GetUserSummariesQuery([senderId])),
    ]);
    await this.commands.execute(
      new NotifyUsersCommand(sourceKeyOf(this, event), [
        {
          userId: receiverId,
          type: 'message-received',
          params: { conversationId, coinId, coinTitle: listing?.title ?? null, senderName: sender?.name ?? null },
          link: `/messages?conversation=${conversationId}`,
          groupKey: conversationGroup(conversationId),
        },
      ]),
    );
  }
}
