import { Command } from '@nestjs/cqrs';
import type { ReviewView } from '../review-view';

/** The caller rates the other party of an accepted offer (issue 14): 1-5 stars and an optional comment. */
export class PostReviewCommand extends Command<ReviewView> {
  constructor(
    readonly offerId: number,
    readonly reviewerId: number,
    readonly rating: unknown,
    readonly comment: unknown,
  ) {
    super();
  }
}
