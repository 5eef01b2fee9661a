import { CommandHandler, EventBus, ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { GetListingSummariesQuery } from '../../../catalog/application/queries/get-listing-summaries.query';
import { checkCanStart } from '../../domain/conversation-rules';
import { ConversationEntity } from '../../infrastructure/conversation.entity';
import { ConversationViews } from '../../infrastructure/conversation-views';
import { ConversationStartedEvent } from '../events/conversation-started.event';
import { StartConversationCommand, StartedConversation } from './start-conversation.command';

@CommandHandler(StartConversationCommand)
export class StartConversationHandler implements ICommandHandler<StartConversationCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
    private readonly events: EventBus,
    private readonly views: ConversationViews,
  ) {}

  async execute({ listingId, buyerId }: StartConversationCommand): Promise<StartedConversation> {
    const em = this.em.fork();
    const existing = await em.findOne(ConversationEntity, { buyerId, coinId: listingId });
    if (existing) return { conversation: await this.views.one(existing, buyerId), created: false };

    const [listing] = await this.queries.execute(new GetListingSummariesQuery([listingId]));
    const live = checkCanStart(listing, buyerId);
    const inserted = await em
      .getConnection()
      .execute<{ id: number }[]>(
        `INSERT INTO "conversations" ("buyer_id", "seller_id", "coin_id") VALUES (?, ?, ?)
         ON CONFLICT ("buyer_id", "coin_id") DO NOTHING RETURNING "id"`,
        [buyerId, live.sellerId, listingId],
      );
    const conversation = await em.findOneOrFail(ConversationEntity, { buyerId, coinId: listingId });
    const created = inserted.length === 1;
    if (created) this.events.publish(new ConversationStartedEvent(conversation.id, listingId));
    return { conversation: await this.views.one(conversation, buyerId), created };
  }
}
