import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { GetListingSummariesQuery } from '../../catalog/application/queries/get-listing-summaries.query';
import { GetUserSummariesQuery } from '../../identity/application/queries/get-user-summaries.query';
import type { ReviewRow } from '../infrastructure/reviews.store';
import type { ReviewView } from './review-view';

/** Dresses review rows with the reviewers' names (Identity) and the coins' titles (Catalog), one batched query each. */
@Injectable()
export class ReviewViews {
  constructor(private readonly queries: QueryBus) {}

  async of(rows: ReviewRow[]): Promise<ReviewView[]> {
    if (rows.length === 0) return [];
    const [people, coins] = await Promise.all([
      this.queries.execute(new GetUserSummariesQuery(rows.map((row) => row.reviewer_id))),
      this.queries.execute(new GetListingSummariesQuery(rows.map((row) => row.coin_id))),
    ]);
    const names = new Map(people.map((person) => [person.id, person.name]));
    const titles = new Map(coins.map((coin) => [coin.id, coin.title]));
    return rows.map((row) => ({
      id: row.id,
      offerId: row.offer_id,
      rating: row.rating,
      comment: row.comment,
      revieweeRole: row.reviewee_role,
      reviewer: { id: row.reviewer_id, name: names.get(row.reviewer_id) ?? '' },
      coin: { id: row.coin_id, title: titles.get(row.coin_id) ?? '' },
      createdAt: new Date(row.created_at).toISOString(),
    }));
  }
}
