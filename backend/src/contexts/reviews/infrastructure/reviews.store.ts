import { Injectable } from '@nestjs/common';
import { SqlReads } from '../../../platform/database/sql-reads';
import type { Deal, ReviewRole } from '../domain/review-rules';

/** A deal named by its accepted offer, or by the coin sold to a conversation's buyer. */
export type DealRef = { offerId: number } | { coinId: number };

export interface ReviewRow {
  id: number;
  offer_id: number | null;
  reviewer_id: number;
  reviewee_role: ReviewRole;
  rating: number;
  comment: string | null;
  created_at: Date;
  coin_id: number;
}

export interface StandingRow {
  user_id: number;
  rating_sum: number;
  review_count: number;
  completed_deals: number;
}

/** Reviews' own tables: the deals it learnt of and the reviews (decisions/0081). */
@Injectable()
export class ReviewsStore {
  constructor(private readonly reads: SqlReads) {}

  /** The deal of an accepted offer, or of a coin sold to a conversation's buyer. */
  async deal(ref: DealRef): Promise<(Deal & { coinId: number }) | undefined> {
    const [column, id] = 'offerId' in ref ? ['offer_id', ref.offerId] : ['sold_listing_id', ref.coinId];
    const [row] = await this.reads.rows<{
      id: number;
      offer_id: number | null;
      buyer_id: number;
      seller_id: number;
      coin_id: number;
      agreed_at: Date;
    }>(`SELECT "id", "offer_id", "buyer_id", "seller_id", "coin_id", "agreed_at" FROM "deals" WHERE "${column}" = ?`, [id]);
    return (
      row && {
        dealId: row.id,
        offerId: row.offer_id,
        buyerId: row.buyer_id,
        sellerId: row.seller_id,
        coinId: row.coin_id,
        agreedAt: new Date(row.agreed_at),
      }
    );
  }

  /** The review `reviewerId` gave for the deal `dealId`, if any. */
  async byReviewer(dealId: number, reviewerId: number): Promise<ReviewRow | undefined> {
    const [row] = await this.reads.rows<ReviewRow>(
      `SELECT r."id", r."offer_id", r."reviewer_id", r."reviewee_role", r."rating", r."comment", r."created_at", d."coin_id"
       FROM "reviews" r JOIN "deals" d ON d."id" = r."deal_id" WHERE r."deal_id" = ? AND r."reviewer_id" = ?`,
      [dealId, reviewerId],
    );
    return row;
  }

  /** The reviews `revieweeId` received, newest first, and how many there are. */
  async received(revieweeId: number, limit: number, offset: number): Promise<{ rows: ReviewRow[]; total: number }> {
    const [rows, [counted]] = await Promise.all([
      this.reads.rows<ReviewRow>(
        `SELECT r."id", r."offer_id", r."reviewer_id", r."reviewee_role", r."rating", r."comment", r."created_at", d."coin_id"
         FROM "reviews" r JOIN "deals" d ON d."id" = r."deal_id"
         WHERE r."reviewee_id" = ? ORDER BY r."created_at" DESC, r."id" DESC LIMIT ? OFFSET ?`,
        [revieweeId, limit, offset],
      ),
      this.reads.rows<{ total: number }>('SELECT count(*)::int AS "total" FROM "reviews" WHERE "reviewee_id" = ?', [revieweeId]),
    ]);
    return { rows, total: counted.total };
  }

  /** Each user's received stars and completed deals as a seller; users with neither are absent. */
  async standings(userIds: readonly number[]): Promise<StandingRow[]> {
    if (userIds.length === 0) return [];
    return this.reads.rows<StandingRow>(
      `SELECT u."id" AS "user_id",
              coalesce((SELECT sum("rating") FROM "reviews" WHERE "reviewee_id" = u."id"), 0)::int AS "rating_sum",
              (SELECT count(*) FROM "reviews" WHERE "reviewee_id" = u."id")::int AS "review_count",
              (SELECT count(*) FROM "deals" WHERE "seller_id" = u."id" AND "released_at" IS NULL)::int AS "completed_deals"
       FROM unnest(?::int[]) AS u("id")`,
      [[...new Set(userIds)]],
    );
  }
}
