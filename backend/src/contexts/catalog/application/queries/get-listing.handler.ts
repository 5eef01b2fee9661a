import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { CoinViews } from '../../infrastructure/coin-views';
import { VisibleListings } from '../../infrastructure/visible-listings';
import type { CoinView } from '../coin-view';
import { GetListingQuery } from './get-listing.query';

@QueryHandler(GetListingQuery)
export class GetListingHandler implements IQueryHandler<GetListingQuery> {
  constructor(
    private readonly listings: VisibleListings,
    private readonly views: CoinViews,
  ) {}

  async execute({ listingId, viewerId }: GetListingQuery): Promise<CoinView> {
    const { coin, viewer } = await this.listings.require(listingId, viewerId);
    return this.views.one(coin, viewer);
  }
}
