import { QueryBus } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { Consumer, DurableConsumer } from '../../../../platform/event-store/durable-consumer';
import type { StoredEvent } from '../../../../platform/event-store/event-store';
import { CONVERSATION_STARTED, ConversationStartedData } from '../../../messaging/application/events/conversation-stream.events';
import { CountListingConversationsQuery } from '../../../messaging/application/queries/count-listing-conversations.query';

/**
 * Conversations about a listing count towards its popularity (sortBy=popular). The count is asked of
 * Messaging rather than incremented, so an event delivered twice (at least once) never counts twice;
 * the row is written only when the count moved, so the browse cache's generation moves with it only.
 */
@Consumer()
export class CountConversationsWhenStartedConsumer implements DurableConsumer {
  readonly name = 'catalog.count-conversations-when-started';
  readonly eventTypes = [CONVERSATION_STARTED];

  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
  ) {}

  async handle(event: StoredEvent): Promise<void> {
    const { coinId } = event.data as unknown as ConversationStartedData;
    const count = await this.queries.execute(new CountListingConversationsQuery(coinId));
    await this.em.getConnection().execute('UPDATE "coins" SET "conversation_count" = ? WHERE "id" = ? AND "conversation_count" <> ?', [count, coinId, count]);
  }
}
