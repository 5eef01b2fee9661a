import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { GetPrincipalQuery } from '../../../../platform/kernel/get-principal.query';
import type { Principal } from '../../../../platform/kernel/principal';
import { UserEntity } from '../../infrastructure/user.entity';

@QueryHandler(GetPrincipalQuery)
export class GetPrincipalHandler implements IQueryHandler<GetPrincipalQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute(query: GetPrincipalQuery): Promise<Principal | null> {
    const user = await this.em
      .fork()
      .findOne(UserEntity, { id: query.userId }, { fields: ['id', 'name', 'isAdmin', 'subscriptionTier'] });
    return user ? { userId: user.id, name: user.name, isAdmin: user.isAdmin, subscriptionTier: user.subscriptionTier } : null;
  }
}
