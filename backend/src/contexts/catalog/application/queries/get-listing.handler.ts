import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { CoinViews } from '../../infrastructure/coin-views';
import { ListingWatches } from '../../infrastructure/listing-watches.store';
import { VisibleListings } from '../../infrastructure/visible-listings';
import type { CoinView } from '../coin-view';
import { GetListingQuery } from './get-listing.query';

@QueryHandler(GetListingQuery)
export class GetListingHandler implements IQueryHandler<GetListingQuery> {
  constructor(
    private readonly listings: VisibleListings,
    private readonly views: CoinViews,
    private readonly watches: ListingWatches,
  ) {}

  async execute({ listingId, viewer }: GetListingQuery): Promise<CoinView> {
    const view = await this.views.one(await this.listings.require(listingId, viewer), viewer);
    return viewer ? { ...view, isWatched: await this.watches.isWatching(viewer.userId, listingId) } : view;
  }
}
