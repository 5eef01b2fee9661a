import type { PaymentRefundEntity } from '../infrastructure/payment-refund.entity';
import type { RefundView } from './refund-view';

export function toRefundView(refund: PaymentRefundEntity, orderId: string | null, userName: string | null): RefundView {
  return {
    paymentId: refund.paymentId,
    orderId,
    userId: refund.userId,
    userName,
    amount: refund.amount,
    currency: refund.currency,
    reason: refund.reason,
    requestedAt: refund.requestedAt.toISOString(),
    refundedAt: refund.refundedAt?.toISOString() ?? null,
    refundedBy: refund.refundedBy,
  };
}
