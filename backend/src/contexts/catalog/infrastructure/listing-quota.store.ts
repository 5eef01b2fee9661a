import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';

/**
 * Monthly listing counters. One statement reserves a slot atomically: racing creates by one seller
 * queue on the counter row, and only those that find it below the limit get a slot.
 */
@Injectable()
export class ListingQuotaStore {
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
}
