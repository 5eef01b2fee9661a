import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { NotFoundError } from '../../../platform/kernel/errors';
import { isParty } from '../domain/conversation-rules';
import { ConversationEntity } from './conversation.entity';

/** Loads a conversation for one of its parties; anyone else gets the same 404 as for a missing one. */
@Injectable()
export class Conversations {
  constructor(private readonly em: EntityManager) {}

  async forParty(conversationId: number, userId: number, em: EntityManager = this.em.fork()): Promise<ConversationEntity> {
    const conversation = await em.findOne(ConversationEntity, { id: conversationId });
    if (!conversation || !isParty(conversation, userId)) throw new NotFoundError('Conversation not found');
    return conversation;
  }

  async unreadCount(userId: number): Promise<number> {
    const [row] = await this.em
      .getConnection()
      .execute<{ count: number }[]>('SELECT count(*)::int AS "count" FROM "messages" WHERE "receiver_id" = ? AND NOT "is_read"', [userId]);
    return row.count;
  }
}
