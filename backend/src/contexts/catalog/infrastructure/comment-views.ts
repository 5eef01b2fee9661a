import { Injectable } from '@nestjs/common';
import type { CommentView } from '../application/coin-view';
import type { CommentEntity } from './comment.entity';
import { CoinViews } from './coin-views';

@Injectable()
export class CommentViews {
  constructor(private readonly coinViews: CoinViews) {}

  async many(comments: CommentEntity[]): Promise<CommentView[]> {
    const authors = await this.coinViews.sellers(comments.map((comment) => comment.userId));
    return comments.map((comment) => ({
      id: comment.id,
      coinId: comment.coinId,
      userId: comment.userId,
      content: comment.content,
      createdAt: comment.createdAt.toISOString(),
      user: { id: comment.userId, name: authors.get(comment.userId)?.name ?? '' },
    }));
  }
}
