import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { COIN_RECORD_COLUMNS, CoinRecord } from './coin-record';
import { liveListingSql } from './live-listing-sql';

/**
 * Live listings like a given one: approved, unsold, undeleted, not itself, sharing its category or
 * metal; same category first, then same metal, then the nearest price (newest on a tie). The
 * candidates come through the partial category and metal indexes; only they are sorted.
 */
@Injectable()
export class SimilarListings {
  constructor(private readonly em: EntityManager) {}

  to(coin: Pick<CoinRecord, 'id' | 'category' | 'metal' | 'price'>, limit: number): Promise<CoinRecord[]> {
    return this.em.getConnection().execute<CoinRecord[]>(
      `SELECT ${COIN_RECORD_COLUMNS} FROM "coins" c
        WHERE ${liveListingSql()} AND NOT c."is_sold" AND c."id" <> ?
          AND (c."category" = ? OR c."metal" = ?)
        ORDER BY (c."category" = ?) DESC, (c."metal" IS NOT DISTINCT FROM ?) DESC, abs(c."price"::bigint - ?) ASC, c."created_at" DESC, c."id" DESC
        LIMIT ?`,
      [coin.id, coin.category, coin.metal, coin.category, coin.metal, coin.price, limit],
    );
  }
}
