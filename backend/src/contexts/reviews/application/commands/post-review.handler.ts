import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { EventStore } from '../../../../platform/event-store/event-store';
import { ConflictError } from '../../../../platform/kernel/errors';
import { checkComment, checkRating, NO_OFFER_DEAL, NO_SALE_DEAL, revieweeOf } from '../../domain/review-rules';
import { ReviewsStore } from '../../infrastructure/reviews.store';
import { REVIEW_POSTED, ReviewPostedData, reviewStream } from '../events/review-stream.events';
import type { ReviewView } from '../review-view';
import { ReviewViews } from '../review-views';
import { PostReviewCommand } from './post-review.command';

/**
 * Stores one review per person and deal: the unique index decides between racing posts (the loser
 * gets 409), and `ReviewPosted` commits with it, for the reviewee's notification.
 */
@CommandHandler(PostReviewCommand)
export class PostReviewHandler implements ICommandHandler<PostReviewCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly store: ReviewsStore,
    private readonly events: EventStore,
    private readonly views: ReviewViews,
  ) {}

  async execute({ deal: ref, reviewerId, rating, comment }: PostReviewCommand): Promise<ReviewView> {
    const stars = checkRating(rating);
    const text = checkComment(comment);
    const deal = await this.store.deal(ref);
    const { revieweeId, revieweeRole } = revieweeOf(deal, reviewerId, new Date(), 'offerId' in ref ? NO_OFFER_DEAL : NO_SALE_DEAL);
    const { dealId, offerId } = deal!;
    const row = await this.em.fork().transactional(async (tx) => {
      const [inserted] = await tx.execute<{ id: number; created_at: Date }[]>(
        `INSERT INTO "reviews" ("deal_id", "offer_id", "reviewer_id", "reviewee_id", "reviewee_role", "rating", "comment") VALUES (?, ?, ?, ?, ?, ?, ?)
         ON CONFLICT ("deal_id", "reviewer_id") DO NOTHING RETURNING "id", "created_at"`,
        [dealId, offerId, reviewerId, revieweeId, revieweeRole, stars, text],
      );
      if (!inserted) throw new ConflictError('You have already rated this deal');
      const data: ReviewPostedData = {
        reviewId: inserted.id,
        offerId,
        coinId: deal!.coinId,
        reviewerId,
        revieweeId,
        revieweeRole,
        rating: stars,
      };
      await this.events.appendToOutbox(tx, reviewStream(inserted.id), [{ type: REVIEW_POSTED, data: { ...data } }]);
      return inserted;
    });
    const [view] = await this.views.of([
      {
        id: row.id,
        offer_id: offerId,
        reviewer_id: reviewerId,
        reviewee_role: revieweeRole,
        rating: stars,
        comment: text,
        created_at: row.created_at,
        coin_id: deal!.coinId,
      },
    ]);
    return view;
  }
}
