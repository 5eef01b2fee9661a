import { Command } from '@nestjs/cqrs';
import type { RefundView } from '../refund-view';

/** Admins: the refund of a recorded payment has been made at the payment provider. Repeating it changes nothing. */
export class MarkRefundedCommand extends Command<RefundView> {
  constructor(
    readonly paymentId: string,
    readonly adminId: number,
  ) {
    super();
  }
}
