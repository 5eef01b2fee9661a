import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { CoinEntity } from '../../infrastructure/coin.entity';
import { CoinViews } from '../../infrastructure/coin-views';
import { AdminListingPage, ListListingsForAdminQuery } from './list-listings-for-admin.query';

@QueryHandler(ListListingsForAdminQuery)
export class ListListingsForAdminHandler implements IQueryHandler<ListListingsForAdminQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly views: CoinViews,
  ) {}

  async execute({ admin, status, limit, offset }: ListListingsForAdminQuery): Promise<AdminListingPage> {
    // The review queue: a pending listing its seller already sold (or deleted) needs no review.
    const queue = status === 'pending';
    const [coins, totalCount] = await this.em
      .fork()
      .findAndCount(
        CoinEntity,
        { deletedAt: null, ...(status ? { status } : {}), ...(queue ? { isSold: false } : {}) },
        { orderBy: queue ? { createdAt: 'asc', id: 'asc' } : { createdAt: 'desc', id: 'desc' }, limit, offset },
      );
    return { coins: await this.views.many(coins, admin), totalCount };
  }
}
