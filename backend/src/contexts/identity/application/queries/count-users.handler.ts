import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { UserEntity } from '../../infrastructure/user.entity';
import { CountUsersQuery } from './count-users.query';

@QueryHandler(CountUsersQuery)
export class CountUsersHandler implements IQueryHandler<CountUsersQuery> {
  constructor(private readonly em: EntityManager) {}

  execute(): Promise<number> {
    return this.em.fork().count(UserEntity, {});
  }
}
