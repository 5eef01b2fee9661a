import { IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { GetResponseTimeQuery } from '../../../messaging/application/queries/get-response-time.query';
import { EntityManager } from '@mikro-orm/postgresql';
import { NotFoundError } from '../../../../platform/kernel/errors';
import { CoinViews } from '../../infrastructure/coin-views';
import { GetSellerProfileQuery, SellerProfileView } from './get-seller-profile.query';
import { notHiddenSql } from '../../infrastructure/live-listing-sql';

interface ListingCounts {
  approved: number;
  live: number;
  sold: number;
}

@QueryHandler(GetSellerProfileQuery)
export class GetSellerProfileHandler implements IQueryHandler<GetSellerProfileQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly views: CoinViews,
    private readonly queries: QueryBus,
  ) {}

  async execute({ sellerId }: GetSellerProfileQuery): Promise<SellerProfileView> {
    // Deleted listings count towards having been a seller, not towards what is on show; hidden ones
    // (the moderators', a suspended seller's) towards neither: a suspended seller has no page (decisions/0083).
    const [counts]: ListingCounts[] = await this.em.getConnection().execute(
      `SELECT COUNT(*)::int AS "approved",
              COUNT(*) FILTER (WHERE "deleted_at" IS NULL AND NOT "is_sold")::int AS "live",
              COUNT(*) FILTER (WHERE "deleted_at" IS NULL AND "is_sold")::int AS "sold"
         FROM "coins" WHERE "seller_id" = ? AND "is_approved" AND ${notHiddenSql('')}`,
      [sellerId],
    );
    const [sellers, responseTime] = counts.approved > 0 ? await Promise.all([this.views.sellers([sellerId]), this.queries.execute(new GetResponseTimeQuery(sellerId))]) : [];
    const seller = sellers?.get(sellerId);
    if (!seller || !responseTime) throw new NotFoundError('Seller not found');
    return { ...seller, liveListingCount: counts.live, soldListingCount: counts.sold, medianResponseSeconds: responseTime.medianSeconds };
  }
}
