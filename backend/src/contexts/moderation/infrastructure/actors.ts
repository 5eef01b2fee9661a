import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { UnauthorizedError } from '../../../platform/kernel/errors';
import { GetPrincipalQuery } from '../../../platform/kernel/principal';
import type { Actor } from '../domain/listing-lifecycle';

@Injectable()
export class Actors {
  constructor(private readonly queries: QueryBus) {}

  async of(userId: number): Promise<Actor> {
    const principal = await this.queries.execute(new GetPrincipalQuery(userId));
    if (!principal) throw new UnauthorizedError('Your account no longer exists. Please sign in again.');
    return { userId: principal.userId, isAdmin: principal.isAdmin };
  }
}
