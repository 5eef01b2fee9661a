import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { UserEntity } from '../../infrastructure/user.entity';
import type { UserView } from '../user-view';
import { UserViews } from '../user-views';
import { GetUserQuery } from './get-user.query';

@QueryHandler(GetUserQuery)
export class GetUserHandler implements IQueryHandler<GetUserQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly views: UserViews,
  ) {}

  async execute(query: GetUserQuery): Promise<UserView | null> {
    const user = await this.em.fork().findOne(UserEntity, { id: query.userId });
    return user ? this.views.one(user) : null;
  }
}
