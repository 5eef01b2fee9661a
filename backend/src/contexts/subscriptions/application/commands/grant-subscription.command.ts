import { Command } from '@nestjs/cqrs';
import type { PaidPlanId } from '../../domain/plans';
import type { SubscriptionView } from '../subscription-view';

/**
 * A complimentary plan without a payment (the demo accounts): recorded in the subscriptions ledger
 * like a purchase (source `grant`), so it ends through the expiry sweep like any other plan.
 */
export class GrantSubscriptionCommand extends Command<SubscriptionView> {
  constructor(
    readonly userId: number,
    readonly planId: PaidPlanId,
    readonly days: number,
  ) {
    super();
  }
}
