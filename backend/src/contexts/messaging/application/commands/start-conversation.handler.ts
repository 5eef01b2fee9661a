import { CommandHandler, ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { EventStore } from '../../../../platform/event-store/event-store';
import { GetListingSummariesQuery } from '../../../catalog/application/queries/get-listing-summaries.query';
import { checkNotBlocked } from '../../domain/blocking';
import { checkCanStart } from '../../domain/conversation-rules';
import { ConversationEntity } from '../../infrastructure/conversation.entity';
import { ConversationViews } from '../../infrastructure/conversation-views';
import { UserBlocks } from '../../infrastructure/user-blocks';
import { CONVERSATION_STARTED, ConversationStartedData, conversationStream } from '../events/conversation-stream.events';
import { StartConversationCommand, StartedConversation } from './start-conversation.command';

/**
 * Opens the buyer's conversation about a listing, or answers the one they have. A new one writes
 * ConversationStarted to its outbox stream in the insert's transaction (the Catalog counts it). A
 * block either way between buyer and seller refuses a new one (403); one they already have stays readable.
 */
@CommandHandler(StartConversationCommand)
export class StartConversationHandler implements ICommandHandler<StartConversationCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
    private readonly store: EventStore,
    private readonly views: ConversationViews,
    private readonly blocks: UserBlocks,
  ) {}

  async execute({ listingId, buyerId }: StartConversationCommand): Promise<StartedConversation> {
    const em = this.em.fork();
    const existing = await em.findOne(ConversationEntity, { buyerId, coinId: listingId });
    if (existing) return { conversation: await this.views.one(existing, buyerId), created: false };

    const [listing] = await this.queries.execute(new GetListingSummariesQuery([listingId]));
    const live = checkCanStart(listing, buyerId);
    const created = await em.transactional(async (tx) => {
      checkNotBlocked(await this.blocks.between(buyerId, live.sellerId, tx), 'conversation');
      const [inserted] = await tx.execute<{ id: number }[]>(
        `INSERT INTO "conversations" ("buyer_id", "seller_id", "coin_id") VALUES (?, ?, ?)
         ON CONFLICT ("buyer_id", "coin_id") DO NOTHING RETURNING "id"`,
        [buyerId, live.sellerId, listingId],
      );
      if (!inserted) return false;
      const data: ConversationStartedData = { conversationId: inserted.id, coinId: listingId, buyerId, sellerId: live.sellerId };
      await this.store.appendToOutbox(tx, conversationStream(inserted.id), [{ type: CONVERSATION_STARTED, data: { ...data } }]);
      return true;
    });
    const conversation = await this.em.fork().findOneOrFail(ConversationEntity, { buyerId, coinId: listingId });
    return { conversation: await this.views.one(conversation, buyerId), created };
  }
}
