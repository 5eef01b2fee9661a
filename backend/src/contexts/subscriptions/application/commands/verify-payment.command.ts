import { Command } from '@nestjs/cqrs';
import type { VerifiedPaymentView } from '../payment-view';

/** POST /api/verify-payment: checks a checkout result in a payment job and waits for its answer. */
export class VerifyPaymentCommand extends Command<VerifiedPaymentView> {
  constructor(
    readonly userId: number,
    readonly orderId: string,
    readonly paymentId: string,
    readonly signature: string,
  ) {
    super();
  }
}
