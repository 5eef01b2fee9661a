import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { Principal } from '../../../platform/kernel/principal';
import type { ReviewOverviewView, ReviewQueueFilter, ReviewQueuePage } from '../application/review-queue-view';
import type { ListingFlag } from '../domain/listing-flags';
import { COIN_RECORD_COLUMNS, CoinRecord } from './coin-record';
import { CoinViews } from './coin-views';

/** A listing waits for review when it is pending, not sold and not deleted (the same rule as GET /api/admin/coins/pending). */
const WAITING = `FROM "coins" c LEFT JOIN "listing_reviews" r ON r."listing_id" = c."id"
  WHERE c."status" = 'pending' AND NOT c."is_sold" AND c."deleted_at" IS NULL`;
const WAITING_SINCE = 'COALESCE(r."waiting_since", c."created_at")';
const WITH_FLAG = ` AND r."flags" @> ?::jsonb`;
const WEEK_MS = 7 * 24 * 3600 * 1000;

type QueueRow = CoinRecord & { waitingSince: Date; flags: ListingFlag[]; claimedBy: number | null; claimedAt: Date | null; claimExpiresAt: Date | null };

/** The review queue and its numbers, read from the listing rows and the review read models (listing-review-projection.ts). */
@Injectable()
export class ReviewQueue {
  constructor(
    private readonly em: EntityManager,
    private readonly views: CoinViews,
  ) {}

  /** Oldest waiting first; a claim is shown while it is live at `now`. */
  async page(admin: Principal, flag: ReviewQueueFilter, limit: number, offset: number, now: Date): Promise<ReviewQueuePage> {
    const connection = this.em.getConnection();
    const filter = flag ? WITH_FLAG : '';
    const filterValue = flag ? [JSON.stringify([{ kind: flag }])] : [];
    const [rows, [counted]] = await Promise.all([
      connection.execute<QueueRow[]>(
        `SELECT ${COIN_RECORD_COLUMNS}, ${WAITING_SINCE} AS "waitingSince", COALESCE(r."flags", '[]') AS "flags",
                r."claimed_by" AS "claimedBy", r."claimed_at" AS "claimedAt", r."claim_expires_at" AS "claimExpiresAt"
         ${WAITING}${filter} ORDER BY ${WAITING_SINCE}, c."id" LIMIT ? OFFSET ?`,
        [...filterValue, limit, offset],
      ),
      connection.execute<{ count: number }[]>(`SELECT count(*)::int AS "count" ${WAITING}${filter}`, filterValue),
    ]);
    const coins = await this.views.many(rows, admin);
    const items = rows.map((row, index) => {
      const live = row.claimedBy !== null && row.claimExpiresAt !== null && new Date(row.claimExpiresAt).getTime() > now.getTime();
      return {
        coin: coins[index],
        flags: row.flags,
        claim: live ? { coinId: row.id, adminId: row.claimedBy!, claimedAt: new Date(row.claimedAt!).toISOString(), expiresAt: new Date(row.claimExpiresAt!).toISOString() } : null,
        waitingSince: new Date(row.waitingSince).toISOString(),
      };
    });
    return { items, totalCount: counted.count };
  }

  async overview(now: Date): Promise<ReviewOverviewView> {
    const connection = this.em.getConnection();
    const since = new Date(now.getTime() - WEEK_MS);
    const [[queue], [median], byAdmin] = await Promise.all([
      connection.execute<{ size: number; oldest: Date | null }[]>(`SELECT count(*)::int AS "size", min(${WAITING_SINCE}) AS "oldest" ${WAITING}`),
      connection.execute<{ seconds: number | null }[]>(
        'SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY "waited_seconds") AS "seconds" FROM "listing_review_decisions" WHERE "decided_at" > ?',
        [since],
      ),
      connection.execute<{ adminId: number; decisions: number }[]>(
        `SELECT "admin_id" AS "adminId", count(*)::int AS "decisions" FROM "listing_review_decisions" WHERE "decided_at" > ?
         GROUP BY "admin_id" ORDER BY "decisions" DESC, "admin_id"`,
        [since],
      ),
    ]);
    return {
      queueSize: queue.size,
      oldestWaitingSince: queue.oldest ? new Date(queue.oldest).toISOString() : null,
      medianDecisionSeconds: median.seconds === null ? null : Math.round(Number(median.seconds)),
      decisionsByAdmin: byAdmin,
    };
  }
}
