import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { GetListingStatsQuery, ListingStats } from './get-listing-stats.query';

@QueryHandler(GetListingStatsQuery)
export class GetListingStatsHandler implements IQueryHandler<GetListingStatsQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute(): Promise<ListingStats> {
    const [row] = await this.em.getConnection().execute<ListingStats[]>(
      `SELECT count(*)::int AS "total",
              count(*) FILTER (WHERE "status" = 'approved')::int AS "approved",
              count(*) FILTER (WHERE "status" = 'pending' AND NOT "is_sold")::int AS "pending",
              count(*) FILTER (WHERE "status" = 'rejected')::int AS "rejected",
              count(*) FILTER (WHERE "is_sold")::int AS "sold"
       FROM "coins" WHERE "deleted_at" IS NULL`,
    );
    return row;
  }
}
