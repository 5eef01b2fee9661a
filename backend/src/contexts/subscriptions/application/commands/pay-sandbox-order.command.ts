import { Command } from '@nestjs/cqrs';
import type { CheckoutResultView } from '../payment-view';

/** The sandbox checkout's "Pay": a payment id and its genuine signature for one of the user's orders. */
export class PaySandboxOrderCommand extends Command<CheckoutResultView> {
  constructor(
    readonly userId: number,
    readonly orderId: string,
  ) {
    super();
  }
}
