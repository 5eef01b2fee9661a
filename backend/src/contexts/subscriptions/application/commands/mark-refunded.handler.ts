import { CommandHandler, ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { NotFoundError } from '../../../../platform/kernel/errors';
import { GetUserSummariesQuery } from '../../../identity/application/queries/get-user-summaries.query';
import { PaymentRefundsStore } from '../../infrastructure/payment-refunds.store';
import { PaymentRecorder } from '../../infrastructure/payment.recorder';
import { toRefundView } from '../refund-views';
import { RefundView } from '../refund-view';
import { MarkRefundedCommand } from './mark-refunded.command';

@CommandHandler(MarkRefundedCommand)
export class MarkRefundedHandler implements ICommandHandler<MarkRefundedCommand> {
  constructor(
    private readonly refunds: PaymentRefundsStore,
    private readonly payments: PaymentRecorder,
    private readonly queries: QueryBus,
  ) {}

  async execute({ paymentId, adminId }: MarkRefundedCommand): Promise<RefundView> {
    const refund = await this.refunds.markRefunded(paymentId, adminId);
    if (!refund) throw new NotFoundError(`paymentId ${paymentId} is not recorded for a refund`);
    const [payment, [person]] = await Promise.all([this.payments.find(paymentId), this.queries.execute(new GetUserSummariesQuery([refund.userId]))]);
    return toRefundView(refund, payment?.orderId ?? null, person?.name ?? null);
  }
}
