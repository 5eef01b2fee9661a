import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { NotFoundError } from '../../../platform/kernel/errors';
import { canView, Viewer } from '../domain/visibility';
import { CoinEntity } from './coin.entity';
import { Viewers } from './viewers';

/** Loads a listing only if the viewer may see it; otherwise the same 404 as a missing one. */
@Injectable()
export class VisibleListings {
  constructor(
    private readonly em: EntityManager,
    private readonly viewers: Viewers,
  ) {}

  async require(listingId: number, viewerId: number | null): Promise<{ coin: CoinEntity; viewer: Viewer | null }> {
    const [coin, viewer] = await Promise.all([this.em.fork().findOne(CoinEntity, { id: listingId }), this.viewers.of(viewerId)]);
    if (!coin || !canView({ sellerId: coin.sellerId, isApproved: coin.isApproved, isDeleted: coin.deletedAt !== null }, viewer)) {
      throw new NotFoundError('Coin not found');
    }
    return { coin, viewer };
  }
}
