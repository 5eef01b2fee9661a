import { Command } from '@nestjs/cqrs';
import type { ConfirmPaymentJob } from '../ports/payment-jobs';
import type { VerifiedPaymentView } from '../payment-view';

/** Run by the payment worker: checks a checkout signature on our stored order and records the payment once. */
export class ConfirmPaymentCommand extends Command<VerifiedPaymentView> {
  constructor(readonly job: ConfirmPaymentJob) {
    super();
  }
}
