import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { CommentEntity } from '../../infrastructure/comment.entity';
import { CommentViews } from '../../infrastructure/comment-views';
import type { CommentView } from '../coin-view';
import { ListCommentsQuery } from './list-comments.query';
import { VisibleListings } from '../../infrastructure/visible-listings';

@QueryHandler(ListCommentsQuery)
export class ListCommentsHandler implements IQueryHandler<ListCommentsQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly listings: VisibleListings,
    private readonly comments: CommentViews,
  ) {}

  async execute({ listingId, viewer }: ListCommentsQuery): Promise<CommentView[]> {
    await this.listings.require(listingId, viewer);
    const rows = await this.em.fork().find(CommentEntity, { coinId: listingId }, { orderBy: { createdAt: 'asc', id: 'asc' } });
    return this.comments.many(rows);
  }
}
