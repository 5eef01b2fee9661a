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

  async execute({ listingId, viewer }: GetListingQuery): Promise<CoinView> {
    return this.views.one(await this.listings.require(listingId, viewer), viewer);
  }
}
