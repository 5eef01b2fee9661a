import { Command } from '@nestjs/cqrs';
import type { DealRef } from '../../infrastructure/reviews.store';
import type { ReviewView } from '../review-view';

/** The caller rates the other party of a deal (an accepted offer, or a coin sold to a conversation's buyer): 1-5 stars and an optional comment. */
export class PostReviewCommand extends Command<ReviewView> {
  constructor(
    readonly deal: DealRef,
    readonly reviewerId: number,
    readonly rating: unknown,
    readonly comment: unknown,
  ) {
    super();
  }
}
