import { Command } from '@nestjs/cqrs';
import type { CommentView } from '../coin-view';

export class AddCommentCommand extends Command<CommentView> {
  constructor(
    readonly listingId: number,
    readonly userId: number,
    readonly content: string,
    /** Seeding only: backdate the comment. */
    readonly createdAt?: Date,
  ) {
    super();
  }
}
