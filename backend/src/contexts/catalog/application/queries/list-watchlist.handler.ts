import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { CoinViews } from '../../infrastructure/coin-views';
import { ListingWatches } from '../../infrastructure/listing-watches.store';
import type { WatchedCoinView } from '../watched-coin-view';
import { ListWatchlistQuery } from './list-watchlist.query';

@QueryHandler(ListWatchlistQuery)
export class ListWatchlistHandler implements IQueryHandler<ListWatchlistQuery> {
  constructor(
    private readonly watches: ListingWatches,
    private readonly views: CoinViews,
  ) {}

  async execute({ viewer, limit, offset }: ListWatchlistQuery): Promise<WatchedCoinView[]> {
    const records = await this.watches.watched(viewer.userId, limit, offset);
    const coins = await this.views.many(records, viewer);
    return coins.map((coin, index) => ({ ...coin, isWatched: true, watchedAt: new Date(records[index].watchedAt).toISOString() }));
  }
}
