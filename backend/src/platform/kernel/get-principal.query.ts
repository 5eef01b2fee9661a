import { Query } from '@nestjs/cqrs';
import type { Principal } from './principal';

/** Answered by the Identity context; null when the user does not exist (any more). */
export class GetPrincipalQuery extends Query<Principal | null> {
  constructor(readonly userId: number) {
    super();
  }
}
