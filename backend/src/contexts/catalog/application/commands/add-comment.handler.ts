import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { checkComment } from '../../domain/comment-rules';
import { CommentEntity } from '../../infrastructure/comment.entity';
import { CommentViews } from '../../infrastructure/comment-views';
import { VisibleListings } from '../../infrastructure/visible-listings';
import type { CommentView } from '../coin-view';
import { AddCommentCommand } from './add-comment.command';

@CommandHandler(AddCommentCommand)
export class AddCommentHandler implements ICommandHandler<AddCommentCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly listings: VisibleListings,
    private readonly views: CommentViews,
  ) {}

  async execute({ listingId, author, content, createdAt }: AddCommentCommand): Promise<CommentView> {
    const text = checkComment(content);
    const userId = author.userId;
    await this.listings.require(listingId, author);
    const comment = await this.em.fork().transactional(async (tx) => {
      const created = tx.create(CommentEntity, { coinId: listingId, userId, content: text, ...(createdAt ? { createdAt } : {}) });
      await tx.flush();
      await tx.execute('UPDATE "coins" SET "comment_count" = "comment_count" + 1 WHERE "id" = ?', [listingId]);
      return created;
    });
    const [view] = await this.views.many([comment]);
    return view;
  }
}
