import { Command } from '@nestjs/cqrs';
import type { Principal } from '../../../../platform/kernel/principal';
import type { CommentView } from '../coin-view';

export class AddCommentCommand extends Command<CommentView> {
  constructor(
    readonly listingId: number,
    readonly author: Principal,
    readonly content: string,
    /** Seeding only: backdate the comment. */
    readonly createdAt?: Date,
  ) {
    super();
  }
}
