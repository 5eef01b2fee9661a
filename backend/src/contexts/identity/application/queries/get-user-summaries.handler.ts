import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { UserEntity } from '../../infrastructure/user.entity';
import { GetUserSummariesQuery, UserSummary } from './get-user-summaries.query';

@QueryHandler(GetUserSummariesQuery)
export class GetUserSummariesHandler implements IQueryHandler<GetUserSummariesQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute(query: GetUserSummariesQuery): Promise<UserSummary[]> {
    const ids = [...new Set(query.userIds)];
    if (ids.length === 0) return [];
    const users = await this.em
      .fork()
      .find(UserEntity, { id: { $in: ids } }, { fields: ['id', 'name', 'location', 'createdAt'] });
    return users.map((user) => ({ id: user.id, name: user.name, location: user.location, createdAt: user.createdAt.toISOString() }));
  }
}
