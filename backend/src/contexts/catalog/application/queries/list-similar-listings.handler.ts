import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { CoinViews } from '../../infrastructure/coin-views';
import { SimilarListings } from '../../infrastructure/similar-listings';
import { VisibleListings } from '../../infrastructure/visible-listings';
import type { CoinView } from '../coin-view';
import { ListSimilarListingsQuery, SIMILAR_LISTINGS_LIMIT } from './list-similar-listings.query';

@QueryHandler(ListSimilarListingsQuery)
export class ListSimilarListingsHandler implements IQueryHandler<ListSimilarListingsQuery> {
  constructor(
    private readonly listings: VisibleListings,
    private readonly similar: SimilarListings,
    private readonly views: CoinViews,
  ) {}

  async execute({ listingId }: ListSimilarListingsQuery): Promise<CoinView[]> {
    const coin = await this.listings.require(listingId, null);
    return this.views.many(await this.similar.to(coin, SIMILAR_LISTINGS_LIMIT), null);
  }
}
