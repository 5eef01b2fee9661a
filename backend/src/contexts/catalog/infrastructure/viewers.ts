import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { GetPrincipalQuery, Principal } from '../../../platform/kernel/principal';
import { UnauthorizedError } from '../../../platform/kernel/errors';
import type { Viewer } from '../domain/visibility';

/** Who is looking, as far as listing visibility goes (asked of Identity). */
@Injectable()
export class Viewers {
  constructor(private readonly queries: QueryBus) {}

  async of(userId: number | null): Promise<Viewer | null> {
    if (userId === null) return null;
    const principal = await this.queries.execute(new GetPrincipalQuery(userId));
    return principal ? { userId: principal.userId, isAdmin: principal.isAdmin } : null;
  }

  async principal(userId: number): Promise<Principal> {
    const principal = await this.queries.execute(new GetPrincipalQuery(userId));
    if (!principal) throw new UnauthorizedError('Your account no longer exists. Please sign in again.');
    return principal;
  }
}
