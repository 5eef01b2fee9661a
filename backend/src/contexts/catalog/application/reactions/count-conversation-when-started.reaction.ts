import { EventsHandler, IEventHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { ConversationStartedEvent } from '../../../messaging/application/events/conversation-started.event';

/** Conversations about a listing count towards its popularity (sortBy=popular). */
@EventsHandler(ConversationStartedEvent)
export class CountConversationWhenStartedReaction implements IEventHandler<ConversationStartedEvent> {
  constructor(private readonly em: EntityManager) {}

  async handle(event: ConversationStartedEvent): Promise<void> {
    await this.em.getConnection().execute('UPDATE "coins" SET "conversation_count" = "conversation_count" + 1 WHERE "id" = ?', [event.coinId]);
  }
}
