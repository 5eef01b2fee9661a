import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { UserBlocks } from '../../infrastructure/user-blocks';
import { BlockBetweenView, IsEitherBlockedQuery } from './is-either-blocked.query';

@QueryHandler(IsEitherBlockedQuery)
export class IsEitherBlockedHandler implements IQueryHandler<IsEitherBlockedQuery> {
  constructor(private readonly blocks: UserBlocks) {}

  execute({ userId, otherId }: IsEitherBlockedQuery): Promise<BlockBetweenView> {
    return this.blocks.between(userId, otherId);
  }
}
