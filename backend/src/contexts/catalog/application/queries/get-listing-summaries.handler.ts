import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { CoinEntity } from '../../infrastructure/coin.entity';
import { GetListingSummariesQuery, ListingSummary } from './get-listing-summaries.query';

@QueryHandler(GetListingSummariesQuery)
export class GetListingSummariesHandler implements IQueryHandler<GetListingSummariesQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ listingIds }: GetListingSummariesQuery): Promise<ListingSummary[]> {
    const ids = [...new Set(listingIds)];
    if (ids.length === 0) return [];
    const coins = await this.em.fork().find(CoinEntity, { id: { $in: ids } });
    return coins.map((coin) => ({
      id: coin.id,
      sellerId: coin.sellerId,
      title: coin.title,
      price: coin.price,
      imageUrl: coin.imageUrl,
      isApproved: coin.isApproved,
      isSold: coin.isSold,
      isDeleted: coin.deletedAt !== null,
      isReserved: coin.isReserved,
      isHidden: coin.hiddenReason !== null || coin.sellerSuspended,
    }));
  }
}
