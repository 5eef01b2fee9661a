import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { CountListingConversationsQuery } from './count-listing-conversations.query';

@QueryHandler(CountListingConversationsQuery)
export class CountListingConversationsHandler implements IQueryHandler<CountListingConversationsQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ listingId }: CountListingConversationsQuery): Promise<number> {
    const [row] = await this.em
      .getConnection()
      .execute<{ count: number }[]>('SELECT count(*)::int AS "count" FROM "conversations" WHERE "coin_id" = ?', [listingId]);
    return row.count;
  }
}
