import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { AwaitingOffers, CountAwaitingOffersQuery } from './count-awaiting-offers.query';

@QueryHandler(CountAwaitingOffersQuery)
export class CountAwaitingOffersHandler implements IQueryHandler<CountAwaitingOffersQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ sellerId }: CountAwaitingOffersQuery): Promise<AwaitingOffers> {
    const rows = await this.em.getConnection().execute<{ conversationId: number; awaitingCount: number }[]>(
      `SELECT "conversation_id" AS "conversationId", count(*)::int AS "awaitingCount"
         FROM "offers" WHERE "seller_id" = ? AND "status" = 'pending'
        GROUP BY "conversation_id" ORDER BY "conversation_id"`,
      [sellerId],
    );
    return { awaitingCount: rows.reduce((sum, row) => sum + row.awaitingCount, 0), conversations: rows };
  }
}
