import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { UserEntity } from '../../infrastructure/user.entity';
import { toUserView, UserView } from '../user-view';
import { GetUserQuery } from './get-user.query';

@QueryHandler(GetUserQuery)
export class GetUserHandler implements IQueryHandler<GetUserQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute(query: GetUserQuery): Promise<UserView | null> {
    const user = await this.em.fork().findOne(UserEntity, { id: query.userId });
    return user ? toUserView(user) : null;
  }
}
