import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { PaymentRefundEntity } from './payment-refund.entity';
import { PaymentEntity } from './payment.entity';

export type RefundStatus = 'pending' | 'refunded' | 'all';

/** Payments owed back (decisions/0026): recorded once per payment, marked refunded by an admin. */
@Injectable()
export class PaymentRefundsStore {
  constructor(private readonly em: EntityManager) {}

  /** Records the payment for a refund unless it already is (in the caller's transaction). */
  async record(tx: EntityManager, payment: PaymentEntity, reason: string): Promise<void> {
    await tx.execute(
      `INSERT INTO "payment_refunds" ("payment_id", "user_id", "amount", "currency", "reason") VALUES (?, ?, ?, ?, ?)
       ON CONFLICT ("payment_id") DO NOTHING`,
      [payment.id, payment.userId, payment.amount, payment.currency, reason],
    );
  }

  async isRecorded(tx: EntityManager, paymentId: string): Promise<boolean> {
    return (await tx.count(PaymentRefundEntity, { paymentId })) > 0;
  }

  async list(status: RefundStatus, limit: number, offset: number): Promise<{ rows: { refund: PaymentRefundEntity; orderId: string | null }[]; totalCount: number }> {
    const em = this.em.fork();
    const where = status === 'pending' ? { refundedAt: null } : status === 'refunded' ? { refundedAt: { $ne: null } } : {};
    const [rows, totalCount] = await em.findAndCount(PaymentRefundEntity, where, { orderBy: { requestedAt: 'desc', paymentId: 'asc' }, limit, offset });
    const payments = rows.length ? await em.find(PaymentEntity, { id: { $in: rows.map((row) => row.paymentId) } }, { fields: ['id', 'orderId'] }) : [];
    const orders = new Map(payments.map((payment) => [payment.id, payment.orderId]));
    return { rows: rows.map((refund) => ({ refund, orderId: orders.get(refund.paymentId) ?? null })), totalCount };
  }

  /** Marks the refund made; a second call changes nothing. Null when the payment has no refund record. */
  async markRefunded(paymentId: string, adminId: number): Promise<PaymentRefundEntity | null> {
    const em = this.em.fork();
    await em.nativeUpdate(PaymentRefundEntity, { paymentId, refundedAt: null }, { refundedAt: new Date(), refundedBy: adminId });
    return em.findOne(PaymentRefundEntity, { paymentId });
  }
}
