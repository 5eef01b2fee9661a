import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';

/**
 * What the Catalog knows of suspended sellers (decisions/0083): `catalog_suspended_sellers` (until
 * when, from which event) and the `seller_suspended` flag of their listings, always changed together
 * in one transaction. Each write touches only rows that change, so a repeated delivery changes
 * nothing (and does not move the browse cache's generation twice).
 */
@Injectable()
export class SuspendedSellers {
  constructor(private readonly em: EntityManager) {}

  /** Hides the seller's listings until `until` (later events of one user come later: the last one wins). */
  async suspend(sellerId: number, until: Date, eventPosition: number): Promise<void> {
    await this.em.fork().transactional(async (tx) => {
      await tx.execute(
        `INSERT INTO "catalog_suspended_sellers" ("seller_id", "suspended_until", "event_position") VALUES (?, ?, ?)
         ON CONFLICT ("seller_id") DO UPDATE SET "suspended_until" = EXCLUDED."suspended_until", "event_position" = EXCLUDED."event_position"
         WHERE "catalog_suspended_sellers"."event_position" < EXCLUDED."event_position"`,
        [sellerId, until, eventPosition],
      );
      await tx.execute('UPDATE "coins" SET "seller_suspended" = true WHERE "seller_id" = ? AND NOT "seller_suspended"', [sellerId]);
    });
  }

  /** Shows the seller's listings again. */
  async lift(sellerId: number): Promise<void> {
    await this.em.fork().transactional(async (tx) => {
      await tx.execute('DELETE FROM "catalog_suspended_sellers" WHERE "seller_id" = ?', [sellerId]);
      await tx.execute('UPDATE "coins" SET "seller_suspended" = false WHERE "seller_id" = ? AND "seller_suspended"', [sellerId]);
    });
  }

  /** Shows again the listings of every seller whose suspension has run out by `now`; returns those sellers. */
  async expire(now: Date): Promise<number[]> {
    return this.em.fork().transactional(async (tx) => {
      const ended = await tx.execute<{ seller_id: number }[]>('DELETE FROM "catalog_suspended_sellers" WHERE "suspended_until" <= ? RETURNING "seller_id"', [now]);
      const ids = ended.map((row) => row.seller_id);
      if (ids.length) await tx.execute('UPDATE "coins" SET "seller_suspended" = false WHERE "seller_id" = ANY(?::int[]) AND "seller_suspended"', [`{${ids.join(',')}}`]);
      return ids;
    });
  }
}
