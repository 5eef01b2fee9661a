import { Command } from '@nestjs/cqrs';
import type { SubscriptionTier } from '../../../../platform/kernel/subscription-tier';
import type { UserView } from '../user-view';

/** Records a user's plan. Sent by the Subscriptions context (and the demo seed). */
export class SetSubscriptionTierCommand extends Command<UserView> {
  constructor(
    readonly userId: number,
    readonly tier: SubscriptionTier,
    readonly expiresAt: Date | null,
  ) {
    super();
  }
}
