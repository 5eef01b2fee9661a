import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { SqlReads } from '../../../../platform/database/sql-reads';
import { GetMessagesForModerationQuery, MessageForModeration } from './get-messages-for-moderation.query';

interface Row {
  id: number;
  conversation_id: number;
  coin_id: number;
  sender_id: number;
  receiver_id: number;
  buyer_id: number;
  seller_id: number;
  content: string;
  created_at: Date;
}

@QueryHandler(GetMessagesForModerationQuery)
export class GetMessagesForModerationHandler implements IQueryHandler<GetMessagesForModerationQuery> {
  constructor(private readonly reads: SqlReads) {}

  async execute({ messageIds }: GetMessagesForModerationQuery): Promise<MessageForModeration[]> {
    if (messageIds.length === 0) return [];
    const rows = await this.reads.rows<Row>(
      `SELECT m."id", m."conversation_id", c."coin_id", m."sender_id", m."receiver_id", c."buyer_id", c."seller_id", m."content", m."created_at"
       FROM "messages" m JOIN "conversations" c ON c."id" = m."conversation_id"
       WHERE m."id" = ANY(?::int[]) ORDER BY m."id"`,
      [[...new Set(messageIds)]],
    );
    return rows.map((row) => ({
      id: row.id,
      conversationId: row.conversation_id,
      coinId: row.coin_id,
      senderId: row.sender_id,
      receiverId: row.receiver_id,
      buyerId: row.buyer_id,
      sellerId: row.seller_id,
      text: row.content,
      sentAt: new Date(row.created_at).toISOString(),
    }));
  }
}
