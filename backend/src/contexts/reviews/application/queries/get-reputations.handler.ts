import { IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { GetUserSummariesQuery } from '../../../identity/application/queries/get-user-summaries.query';
import { isVerifiedSeller, roundedAverage } from '../../domain/review-rules';
import { ReviewsStore } from '../../infrastructure/reviews.store';
import type { ReputationView } from '../review-view';
import { GetReputationsQuery } from './get-reputations.query';

/** Stars and deals from Reviews' tables; the phone and the account's age from Identity, for the Verified seller rule. */
@QueryHandler(GetReputationsQuery)
export class GetReputationsHandler implements IQueryHandler<GetReputationsQuery> {
  constructor(
    private readonly store: ReviewsStore,
    private readonly queries: QueryBus,
  ) {}

  async execute({ userIds, known }: GetReputationsQuery): Promise<ReputationView[]> {
    const ids = [...new Set(userIds)];
    if (ids.length === 0) return [];
    const [standings, people] = await Promise.all([this.store.standings(ids), known ?? this.queries.execute(new GetUserSummariesQuery(ids))]);
    const person = new Map(people.map((summary) => [summary.id, summary]));
    const now = new Date();
    return standings.map((standing) => {
      const averageRating = roundedAverage(standing.rating_sum, standing.review_count);
      const summary = person.get(standing.user_id);
      return {
        userId: standing.user_id,
        averageRating,
        reviewCount: standing.review_count,
        completedDeals: standing.completed_deals,
        verifiedSeller:
          !!summary &&
          isVerifiedSeller(
            {
              phoneVerified: summary.phoneVerified,
              memberSince: new Date(summary.createdAt),
              completedDeals: standing.completed_deals,
              // The rule reads the unrounded average: 4.46 is not 4.5.
              averageRating: standing.review_count ? standing.rating_sum / standing.review_count : null,
            },
            now,
          ),
      };
    });
  }
}
