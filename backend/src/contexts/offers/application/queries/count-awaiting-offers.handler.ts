import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { AwaitingOffers, CountAwaitingOffersQuery } from './count-awaiting-offers.query';

@QueryHandler(CountAwaitingOffersQuery)
export class CountAwaitingOffersHandler implements IQueryHandler<CountAwaitingOffersQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userId }: CountAwaitingOffersQuery): Promise<AwaitingOffers> {
    // Two index scans (offers_open_seller_index, offers_open_buyer_index), each keeping the offers that wait for that side.
    const rows = await this.em.getConnection().execute<{ conversationId: number; awaitingCount: number }[]>(
      `SELECT "conversation_id" AS "conversationId", count(*)::int AS "awaitingCount"
         FROM (SELECT "conversation_id" FROM "offers" WHERE "seller_id" = ? AND "status" IN ('pending', 'countered') AND "awaiting" = 'seller'
               UNION ALL
               SELECT "conversation_id" FROM "offers" WHERE "buyer_id" = ? AND "status" IN ('pending', 'countered') AND "awaiting" = 'buyer') AS "waiting"
        GROUP BY "conversation_id" ORDER BY "conversation_id"`,
      [userId, userId],
    );
    return { awaitingCount: rows.reduce((sum, row) => sum + row.awaitingCount, 0), conversations: rows };
  }
}
