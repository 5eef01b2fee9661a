import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { CoinEntity } from '../../infrastructure/coin.entity';
import { CoinViews } from '../../infrastructure/coin-views';
import type { CoinView } from '../coin-view';
import { ListSellerListingsQuery } from './list-seller-listings.query';

@QueryHandler(ListSellerListingsQuery)
export class ListSellerListingsHandler implements IQueryHandler<ListSellerListingsQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly views: CoinViews,
  ) {}

  async execute({ sellerId }: ListSellerListingsQuery): Promise<CoinView[]> {
    const coins = await this.em
      .fork()
      .find(CoinEntity, { sellerId, isApproved: true, deletedAt: null, hiddenReason: null, sellerSuspended: false }, { orderBy: { createdAt: 'desc', id: 'desc' } });
    return this.views.many(coins, null);
  }
}
