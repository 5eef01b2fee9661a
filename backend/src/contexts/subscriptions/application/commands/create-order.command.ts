import { Command } from '@nestjs/cqrs';
import type { PaidPlanId } from '../../domain/plans';
import type { OrderView } from '../payment-view';

/** Creates a payment order for `amount` whole rupees; `planId` says which plan it is meant to buy, if any. */
export class CreateOrderCommand extends Command<OrderView> {
  constructor(
    readonly userId: number,
    readonly amount: number,
    readonly currency: string,
    readonly planId: PaidPlanId | null,
  ) {
    super();
  }
}
