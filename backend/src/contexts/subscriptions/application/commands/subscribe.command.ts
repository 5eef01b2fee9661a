import { Command } from '@nestjs/cqrs';
import type { PaidPlanId } from '../../domain/plans';
import type { SubscriptionView } from '../subscription-view';

/** POST /api/subscribe: activates a plan with a verified payment, in a payment job, and waits for its answer. */
export class SubscribeCommand extends Command<SubscriptionView> {
  constructor(
    readonly userId: number,
    readonly planId: PaidPlanId,
    readonly paymentId: string,
  ) {
    super();
  }
}
