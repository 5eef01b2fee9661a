import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';

/**
 * Monthly listing counters. One statement reserves a slot atomically: racing creates by one seller
 * queue on the counter row, and only those that find it below the limit get a slot. The counters are
 * also what a seller's profile shows (GetListingQuotaUsageQuery).
 */
@Injectable()
export class ListingQuotaStore {
  constructor(private readonly em: EntityManager) {}

  async reserve(tx: EntityManager, sellerId: number, month: string, limit: number): Promise<boolean> {
    if (limit <= 0) return false;
    const rows = await tx.execute<{ used: number }[]>(
      `INSERT INTO "listing_quota_usage" ("seller_id", "month", "used") VALUES (?, ?, 1)
       ON CONFLICT ("seller_id", "month") DO UPDATE SET "used" = "listing_quota_usage"."used" + 1
       WHERE "listing_quota_usage"."used" < ?
       RETURNING "used"`,
      [sellerId, month, limit],
    );
    return rows.length === 1;
  }

  /** Listings used in `month` per seller; sellers with none are absent. */
  async used(sellerIds: readonly number[], month: string): Promise<Map<number, number>> {
    if (sellerIds.length === 0) return new Map();
    const rows = await this.em
      .getConnection()
      .execute<{ seller_id: number; used: number }[]>(
        'SELECT "seller_id", "used" FROM "listing_quota_usage" WHERE "month" = ? AND "seller_id" = ANY(?::int[])',
        [month, `{${sellerIds.join(',')}}`],
      );
    return new Map(rows.map((row) => [Number(row.seller_id), row.used]));
  }
}
