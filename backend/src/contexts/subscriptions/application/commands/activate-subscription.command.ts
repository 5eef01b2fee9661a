import { Command } from '@nestjs/cqrs';
import type { ActivateSubscriptionJob } from '../ports/payment-jobs';
import type { SubscriptionView } from '../subscription-view';

/** Run by the payment worker: activates a plan with a payment, at most once per payment whatever retries or webhooks do. */
export class ActivateSubscriptionCommand extends Command<SubscriptionView> {
  constructor(readonly job: ActivateSubscriptionJob) {
    super();
  }
}
