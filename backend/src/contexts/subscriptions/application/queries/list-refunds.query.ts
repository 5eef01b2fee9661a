import { Query } from '@nestjs/cqrs';
import type { RefundPage } from '../refund-view';

/** Admins: payments recorded for a refund, newest first; `pending` (not yet refunded), `refunded` or `all`. */
export class ListRefundsQuery extends Query<RefundPage> {
  constructor(
    readonly status: 'pending' | 'refunded' | 'all',
    readonly limit: number,
    readonly offset: number,
  ) {
    super();
  }
}
