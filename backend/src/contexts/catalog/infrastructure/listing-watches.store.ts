import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { NotFoundError } from '../../../platform/kernel/errors';
import type { Principal } from '../../../platform/kernel/principal';
import { canView } from '../domain/visibility';
import { checkCanWatch, WatchableListing } from '../domain/watch-rules';
import { COIN_RECORD_COLUMNS, CoinRecord } from './coin-record';
import { liveListingSql, notHiddenSql } from './live-listing-sql';

type ListingFacts = WatchableListing & { id: number };

/**
 * The `listing_watches` table: one row per (user, listing), so watching twice, or twenty times at
 * once, keeps one row (INSERT … ON CONFLICT DO NOTHING).
 */
@Injectable()
export class ListingWatches {
  constructor(private readonly em: EntityManager) {}

  async watch(viewer: Principal, listingId: number): Promise<void> {
    checkCanWatch(await this.facts(listingId), viewer.userId);
    await this.em
      .getConnection()
      .execute('INSERT INTO "listing_watches" ("user_id", "listing_id") VALUES (?, ?) ON CONFLICT DO NOTHING', [viewer.userId, listingId]);
  }

  /** Stops watching; done already (or never watched) is fine for a listing the viewer may see or had watched. */
  async unwatch(viewer: Principal, listingId: number): Promise<void> {
    const removed = await this.em
      .getConnection()
      .execute<{ listing_id: number }[]>('DELETE FROM "listing_watches" WHERE "user_id" = ? AND "listing_id" = ? RETURNING "listing_id"', [viewer.userId, listingId]);
    if (removed.length) return;
    const listing = await this.facts(listingId);
    if (!listing || !canView(listing, viewer)) throw new NotFoundError('Coin not found');
  }

  /** The viewer's watched listings that are public (approved, not deleted nor hidden; sold ones kept), newest watched first. */
  async watched(userId: number, limit: number, offset: number): Promise<(CoinRecord & { watchedAt: Date })[]> {
    return this.em.getConnection().execute(
      `SELECT ${COIN_RECORD_COLUMNS}, w."created_at" AS "watchedAt"
       FROM "listing_watches" w JOIN "coins" c ON c."id" = w."listing_id"
       WHERE w."user_id" = ? AND ${liveListingSql()}
       ORDER BY w."created_at" DESC, w."listing_id" DESC LIMIT ? OFFSET ?`,
      [userId, limit, offset],
    );
  }

  async isWatching(userId: number, listingId: number): Promise<boolean> {
    const rows = await this.em.getConnection().execute('SELECT 1 FROM "listing_watches" WHERE "user_id" = ? AND "listing_id" = ?', [userId, listingId]);
    return rows.length > 0;
  }

  /** How many people watch each listing (listings nobody watches are absent). */
  async watcherCounts(listingIds: readonly number[]): Promise<Map<number, number>> {
    if (!listingIds.length) return new Map();
    const rows = await this.em
      .getConnection()
      .execute<{ listingId: number; count: number }[]>(
        'SELECT "listing_id" AS "listingId", count(*)::int AS "count" FROM "listing_watches" WHERE "listing_id" = ANY(?::int[]) GROUP BY "listing_id"',
        [`{${listingIds.join(',')}}`],
      );
    return new Map(rows.map((row) => [row.listingId, row.count]));
  }

  /** Who watches the listing, its seller never included. */
  async watchersOf(listingId: number, sellerId: number): Promise<number[]> {
    const rows = await this.em
      .getConnection()
      .execute<{ userId: number }[]>('SELECT "user_id" AS "userId" FROM "listing_watches" WHERE "listing_id" = ? AND "user_id" <> ? ORDER BY "user_id"', [listingId, sellerId]);
    return rows.map((row) => row.userId);
  }

  private async facts(listingId: number): Promise<ListingFacts | null> {
    const [row] = await this.em
      .getConnection()
      .execute<ListingFacts[]>(
        `SELECT "id", "seller_id" AS "sellerId", "is_approved" AS "isApproved", "deleted_at" IS NOT NULL AS "isDeleted", "is_sold" AS "isSold", NOT (${notHiddenSql('')}) AS "isHidden" FROM "coins" WHERE "id" = ?`,
        [listingId],
      );
    return row ?? null;
  }
}
