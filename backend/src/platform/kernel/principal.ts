import { Query } from '@nestjs/cqrs';
import { SubscriptionTier } from './subscription-tier';

/** Who is calling: what guards and other contexts may know about a signed-in user. */
export interface Principal {
  userId: number;
  name: string;
  isAdmin: boolean;
  subscriptionTier: SubscriptionTier;
}

/** Answered by the Identity context; null when the user does not exist (any more). */
export class GetPrincipalQuery extends Query<Principal | null> {
  constructor(readonly userId: number) {
    super();
  }
}
