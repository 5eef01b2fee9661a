import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { CoinEntity } from '../../infrastructure/coin.entity';
import { CoinViews } from '../../infrastructure/coin-views';
import { ListingWatches } from '../../infrastructure/listing-watches.store';
import type { MyListingView } from '../my-listing-view';
import { ListMyListingsQuery } from './list-my-listings.query';

@QueryHandler(ListMyListingsQuery)
export class ListMyListingsHandler implements IQueryHandler<ListMyListingsQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly views: CoinViews,
    private readonly watches: ListingWatches,
  ) {}

  async execute({ seller }: ListMyListingsQuery): Promise<MyListingView[]> {
    const coins = await this.em.fork().find(CoinEntity, { sellerId: seller.userId, deletedAt: null }, { orderBy: { createdAt: 'desc', id: 'desc' } });
    const [views, watchers] = await Promise.all([this.views.many(coins, seller), this.watches.watcherCounts(coins.map((coin) => coin.id))]);
    return views.map((view) => ({ ...view, watcherCount: watchers.get(view.id) ?? 0 }));
  }
}
