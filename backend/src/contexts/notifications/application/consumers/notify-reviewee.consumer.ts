import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { GetListingSummariesQuery } from '../../../catalog/application/queries/get-listing-summaries.query';
import { GetUserSummariesQuery } from '../../../identity/application/queries/get-user-summaries.query';
import { REVIEW_POSTED, ReviewPostedData } from '../../../reviews/application/events/review-stream.events';
import { Consumer, DurableConsumer } from '../../../../platform/event-store/durable-consumer';
import type { StoredEvent } from '../../../../platform/event-store/event-store';
import { NotifyUsersCommand } from '../commands/notify-users.command';
import { sourceKeyOf } from './source-key';

/**
 * A rating after a deal to the person rated (decisions/0081): `review-received` with the stars, who
 * gave them and the coin. A seller's opens their public page, where the ratings are listed; a buyer's
 * opens their messages, where the deal was made.
 */
@Consumer()
export class NotifyRevieweeConsumer implements DurableConsumer {
  readonly name = 'notifications.reviewee';
  readonly eventTypes = [REVIEW_POSTED];
  /** Notifications are about what happens from now on: a first deployment does not tell of the past. */
  readonly startFrom = 'end' as const;

  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  async handle(event: StoredEvent): Promise<void> {
    const review = event.data as unknown as ReviewPostedData;
    const [[reviewer], [listing]] = await Promise.all([
      this.queries.execute(new GetUserSummariesQuery([review.reviewerId])),
      this.queries.execute(new GetListingSummariesQuery([review.coinId])),
    ]);
    await this.commands.execute(
      new NotifyUsersCommand(sourceKeyOf(this, event), [
        {
          userId: review.revieweeId,
          type: 'review-received',
          params: { rating: review.rating, reviewerName: reviewer?.name ?? null, coinId: review.coinId, coinTitle: listing?.title ?? null, role: review.revieweeRole },
          link: review.revieweeRole === 'seller' ? `/sellers/${review.revieweeId}` : '/messages',
        },
      ]),
    );
  }
}
