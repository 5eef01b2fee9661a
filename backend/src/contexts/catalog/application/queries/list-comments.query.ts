import { Query } from '@nestjs/cqrs';
import type { Principal } from '../../../../platform/kernel/principal';
import type { CommentView } from '../coin-view';

/** A listing's comments, oldest first, for whoever may see the listing. */
export class ListCommentsQuery extends Query<CommentView[]> {
  constructor(
    readonly listingId: number,
    readonly viewer: Principal | null,
  ) {
    super();
  }
}
