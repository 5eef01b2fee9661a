import { Query } from '@nestjs/cqrs';
import type { CommentView } from '../coin-view';

/** A listing's comments, oldest first, for whoever may see the listing. */
export class ListCommentsQuery extends Query<CommentView[]> {
  constructor(
    readonly listingId: number,
    readonly viewerId: number | null,
  ) {
    super();
  }
}
