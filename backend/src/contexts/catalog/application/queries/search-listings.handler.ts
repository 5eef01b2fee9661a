import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { CoinViews } from '../../infrastructure/coin-views';
import { ListingPagesCache } from '../../infrastructure/listing-pages-cache';
import { COUNT_CAP, ListingSearch } from '../../infrastructure/listing-search';
import { ListingPage } from './listing-page';
import { ListingFilters, SearchListingsQuery } from './search-listings.query';

/**
 * Public browse and search. First pages come from the shared cache while no listing has changed;
 * the capped count is computed once per filter set and change, whatever page is asked for
 * (decisions/0052 and 0053).
 */
@QueryHandler(SearchListingsQuery)
export class SearchListingsHandler implements IQueryHandler<SearchListingsQuery> {
  private readonly computing = new Map<string, Promise<ListingPage>>();

  constructor(
    private readonly search: ListingSearch,
    private readonly views: CoinViews,
    private readonly cache: ListingPagesCache,
  ) {}

  async execute({ filters }: SearchListingsQuery): Promise<ListingPage> {
    const generation = await this.cache.generation();
    const cached = await this.cache.read(generation, filters);
    if (cached.page) return cached.page;
    if (filters.offset > 0) return this.compute(generation, filters, cached.cappedCount);
    // Identical first pages missed at the same moment (a cached page just expired) are computed once per process.
    const key = `${generation}:${JSON.stringify(filters)}`;
    let computing = this.computing.get(key);
    if (!computing) {
      computing = this.compute(generation, filters, cached.cappedCount).finally(() => this.computing.delete(key));
      this.computing.set(key, computing);
    }
    return computing;
  }

  private async compute(generation: string, filters: ListingFilters, knownCount: number | null): Promise<ListingPage> {
    const { coins, cappedCount } = await this.search.page(filters, { count: knownCount === null });
    const count = knownCount ?? cappedCount ?? 0;
    const page = new ListingPage(await this.views.browseJson(coins), Math.min(count, COUNT_CAP), count <= COUNT_CAP);
    await this.cache.write(generation, filters, page, knownCount === null ? cappedCount : null);
    return page;
  }
}
