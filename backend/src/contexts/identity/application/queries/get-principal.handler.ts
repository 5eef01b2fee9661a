import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { GetPrincipalQuery } from '../../../../platform/kernel/get-principal.query';
import type { Principal } from '../../../../platform/kernel/principal';
import { isSuspended } from '../../domain/suspension-rules';
import { UserEntity } from '../../infrastructure/user.entity';

@QueryHandler(GetPrincipalQuery)
export class GetPrincipalHandler implements IQueryHandler<GetPrincipalQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute(query: GetPrincipalQuery): Promise<Principal | null> {
    const user = await this.em
      .fork()
      .findOne(UserEntity, { id: query.userId }, { fields: ['id', 'name', 'isAdmin', 'subscriptionTier', 'suspendedUntil'] });
    // A suspended user's session is nobody's: their requests answer as signed out (decisions/0083).
    if (!user || isSuspended(user.suspendedUntil, new Date())) return null;
    return { userId: user.id, name: user.name, isAdmin: user.isAdmin, subscriptionTier: user.subscriptionTier };
  }
}
