import { IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { GetUserSummariesQuery } from '../../../identity/application/queries/get-user-summaries.query';
import { PaymentRefundsStore } from '../../infrastructure/payment-refunds.store';
import { toRefundView } from '../refund-views';
import { RefundPage } from '../refund-view';
import { ListRefundsQuery } from './list-refunds.query';

@QueryHandler(ListRefundsQuery)
export class ListRefundsHandler implements IQueryHandler<ListRefundsQuery> {
  constructor(
    private readonly refunds: PaymentRefundsStore,
    private readonly queries: QueryBus,
  ) {}

  async execute({ status, limit, offset }: ListRefundsQuery): Promise<RefundPage> {
    const { rows, totalCount } = await this.refunds.list(status, limit, offset);
    const people = await this.queries.execute(new GetUserSummariesQuery([...new Set(rows.map(({ refund }) => refund.userId))]));
    const names = new Map(people.map((person) => [person.id, person.name]));
    return { refunds: rows.map(({ refund, orderId }) => toRefundView(refund, orderId, names.get(refund.userId) ?? null)), totalCount };
  }
}
