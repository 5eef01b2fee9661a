import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { NotFoundError } from '../../../platform/kernel/errors';
import type { Principal } from '../../../platform/kernel/principal';
import { canView } from '../domain/visibility';
import { CoinEntity } from './coin.entity';

/** Loads a listing only if the viewer may see it; otherwise the same 404 as a missing one. */
@Injectable()
export class VisibleListings {
  constructor(private readonly em: EntityManager) {}

  async require(listingId: number, viewer: Principal | null): Promise<CoinEntity> {
    const coin = await this.em.fork().findOne(CoinEntity, { id: listingId });
    if (!coin || !canView({ sellerId: coin.sellerId, isApproved: coin.isApproved, isDeleted: coin.deletedAt !== null, isHidden: coin.hiddenReason !== null || coin.sellerSuspended }, viewer)) {
      throw new NotFoundError('Coin not found');
    }
    return coin;
  }
}
