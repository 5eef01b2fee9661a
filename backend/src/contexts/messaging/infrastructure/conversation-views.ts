import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { GetListingSummariesQuery } from '../../catalog/application/queries/get-listing-summaries.query';
import { GetUserSummariesQuery } from '../../identity/application/queries/get-user-summaries.query';
import type { ConversationView } from '../application/conversation-view';
import { otherParty } from '../domain/conversation-rules';
import { NO_BLOCK } from '../domain/blocking';
import type { ConversationEntity } from './conversation.entity';
import { MessageEntity } from './message.entity';
import { toMessageView } from './message-view';
import { UserBlocks } from './user-blocks';

const lastMessageFor = (message: MessageEntity, viewerId: number, conversation: ConversationEntity): ConversationView['lastMessage'] => {
  const { content, contactDetailsHidden, createdAt, senderId } = toMessageView(message, viewerId, conversation);
  return { content, contactDetailsHidden, createdAt, senderId };
};

/**
 * Dresses conversations for their viewer: names and suspensions from Identity, listing from the
 * Catalog, last message, unread count and the blocks between the two (decisions/0084).
 */
@Injectable()
export class ConversationViews {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
    private readonly blocks: UserBlocks,
  ) {}

  async many(conversations: ConversationEntity[], viewerId: number): Promise<ConversationView[]> {
    if (conversations.length === 0) return [];
    const em = this.em.fork();
    const ids = conversations.map((c) => c.id);
    const lastIds = conversations.map((c) => c.lastMessageId).filter((id): id is number => id !== null);
    const others = conversations.map((c) => otherParty(c, viewerId));
    const [people, listings, lastMessages, unread, blocks] = await Promise.all([
      this.queries.execute(new GetUserSummariesQuery(conversations.flatMap((c) => [c.buyerId, c.sellerId]))),
      this.queries.execute(new GetListingSummariesQuery(conversations.map((c) => c.coinId))),
      lastIds.length ? em.find(MessageEntity, { id: { $in: lastIds } }) : Promise.resolve([]),
      em
        .getConnection()
        .execute<{ conversation_id: number; count: number }[]>(
          `SELECT "conversation_id", count(*)::int AS "count" FROM "messages"
           WHERE "receiver_id" = ? AND NOT "is_read" AND "conversation_id" IN (${ids.map(() => '?').join(', ')})
           GROUP BY "conversation_id"`,
          [viewerId, ...ids],
        ),
      this.blocks.withEach(viewerId, others),
    ]);
    const names = new Map(people.map((p) => [p.id, p.name]));
    const suspendedUntil = new Map(people.map((p) => [p.id, p.suspendedUntil]));
    const coins = new Map(listings.map((l) => [l.id, l]));
    const messages = new Map(lastMessages.map((m) => [m.id, m]));
    const unreadBy = new Map(unread.map((row) => [row.conversation_id, row.count]));
    return conversations.map((c) => {
      const otherId = otherParty(c, viewerId);
      const block = blocks.get(otherId) ?? NO_BLOCK;
      const otherSuspendedUntil = suspendedUntil.get(otherId) ?? null;
      const coin = coins.get(c.coinId);
      const last = c.lastMessageId !== null ? messages.get(c.lastMessageId) : undefined;
      return {
        id: c.id,
        buyerId: c.buyerId,
        sellerId: c.sellerId,
        coinId: c.coinId,
        lastMessageId: c.lastMessageId,
        createdAt: c.createdAt.toISOString(),
        updatedAt: c.updatedAt.toISOString(),
        buyer: { id: c.buyerId, name: names.get(c.buyerId) ?? '' },
        seller: { id: c.sellerId, name: names.get(c.sellerId) ?? '' },
        coin: {
          id: c.coinId,
          title: coin?.title ?? '',
          price: coin?.price ?? 0,
          imageUrl: coin?.imageUrl ?? null,
          isSold: coin?.isSold ?? false,
          isRemoved: !coin || coin.isDeleted,
        },
        lastMessage: last ? lastMessageFor(last, viewerId, c) : null,
        contactDetailsShared: c.contactDetailsSharedAt !== null,
        unreadCount: unreadBy.get(c.id) ?? 0,
        blockedByMe: block.byMe,
        blockedMe: block.byOther,
        otherPartySuspended: otherSuspendedUntil !== null,
        otherPartySuspendedUntil: otherSuspendedUntil,
      };
    });
  }

  async one(conversation: ConversationEntity, viewerId: number): Promise<ConversationView> {
    const [view] = await this.many([conversation], viewerId);
    return view;
  }
}
