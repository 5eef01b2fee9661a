import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { NotFoundError } from '../../../../platform/kernel/errors';
import { CoinEntity } from '../../infrastructure/coin.entity';
import { CoinViews } from '../../infrastructure/coin-views';
import { ListSellerListingsQuery, SellerListings } from './list-seller-listings.query';

@QueryHandler(ListSellerListingsQuery)
export class ListSellerListingsHandler implements IQueryHandler<ListSellerListingsQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly views: CoinViews,
  ) {}

  async execute({ sellerId }: ListSellerListingsQuery): Promise<SellerListings> {
    const seller = (await this.views.sellers([sellerId])).get(sellerId);
    if (!seller) throw new NotFoundError('Seller not found');
    const coins = await this.em
      .fork()
      .find(CoinEntity, { sellerId, isApproved: true, deletedAt: null }, { orderBy: { createdAt: 'desc', id: 'desc' } });
    return { seller, listings: await this.views.many(coins, null) };
  }
}
