import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { CoinViews } from '../../infrastructure/coin-views';
import { ListingSearch } from '../../infrastructure/listing-search';
import { ListingPage, SearchListingsQuery } from './search-listings.query';

@QueryHandler(SearchListingsQuery)
export class SearchListingsHandler implements IQueryHandler<SearchListingsQuery> {
  constructor(
    private readonly search: ListingSearch,
    private readonly views: CoinViews,
  ) {}

  async execute({ filters }: SearchListingsQuery): Promise<ListingPage> {
    const { records, totalCount, totalIsExact } = await this.search.page(filters);
    return { coins: await this.views.many(records, null), totalCount, totalIsExact };
  }
}
