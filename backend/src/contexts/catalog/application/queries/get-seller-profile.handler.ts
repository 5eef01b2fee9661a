import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { NotFoundError } from '../../../../platform/kernel/errors';
import { CoinViews } from '../../infrastructure/coin-views';
import { GetSellerProfileQuery, SellerProfileView } from './get-seller-profile.query';

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
  ) {}

  async execute({ sellerId }: GetSellerProfileQuery): Promise<SellerProfileView> {
    // Deleted listings count towards having been a seller, not towards what is on show.
    const [counts]: ListingCounts[] = await this.em.getConnection().execute(
      `SELECT COUNT(*)::int AS "approved",
              COUNT(*) FILTER (WHERE "deleted_at" IS NULL AND NOT "is_sold")::int AS "live",
              COUNT(*) FILTER (WHERE "deleted_at" IS NULL AND "is_sold")::int AS "sold"
         FROM "coins" WHERE "seller_id" = ? AND "is_approved"`,
      [sellerId],
    );
    const seller = counts.approved > 0 ? (await this.views.sellers([sellerId])).get(sellerId) : undefined;
    if (!seller) throw new NotFoundError('Seller not found');
    return { id: seller.id, name: seller.name, location: seller.location, createdAt: seller.createdAt, liveListingCount: counts.live, soldListingCount: counts.sold };
  }
}
