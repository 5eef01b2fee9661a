import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { UserEntity } from '../../infrastructure/user.entity';
import { UserViews } from '../user-views';
import { ListUsersQuery, UserPage } from './list-users.query';

@QueryHandler(ListUsersQuery)
export class ListUsersHandler implements IQueryHandler<ListUsersQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly views: UserViews,
  ) {}

  async execute(query: ListUsersQuery): Promise<UserPage> {
    const [users, totalCount] = await this.em
      .fork()
      .findAndCount(UserEntity, {}, { orderBy: { createdAt: 'desc', id: 'desc' }, limit: query.limit, offset: query.offset });
    return { users: await this.views.many(users), totalCount };
  }
}
