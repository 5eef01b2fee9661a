import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { CoinEntity } from '../../infrastructure/coin.entity';
import { CoinViews } from '../../infrastructure/coin-views';
import type { CoinView } from '../coin-view';
import { ListMyListingsQuery } from './list-my-listings.query';

@QueryHandler(ListMyListingsQuery)
export class ListMyListingsHandler implements IQueryHandler<ListMyListingsQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly views: CoinViews,
  ) {}

  async execute({ seller }: ListMyListingsQuery): Promise<CoinView[]> {
    const coins = await this.em.fork().find(CoinEntity, { sellerId: seller.userId, deletedAt: null }, { orderBy: { createdAt: 'desc', id: 'desc' } });
    return this.views.many(coins, seller);
  }
}
