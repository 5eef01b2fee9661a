import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { ConflictError } from '../../../platform/kernel/errors';
import type { UnusedPayment } from '../domain/plan-availability';
import { PaymentOrderEntity } from './payment-order.entity';
import { PaymentEntity, PaymentVerifier } from './payment.entity';

/** Records verified payments idempotently: the payment id and the order id are each unique. */
@Injectable()
export class PaymentRecorder {
  constructor(private readonly em: EntityManager) {}

  find(paymentId: string): Promise<PaymentEntity | null> {
    return this.em.fork().findOne(PaymentEntity, { id: paymentId });
  }

  /** Stores the payment unless it is already stored; answers the stored row either way. */
  async record(input: { id: string; order: PaymentOrderEntity; verifiedBy: PaymentVerifier }): Promise<PaymentEntity> {
    const { id, order, verifiedBy } = input;
    const em = this.em.fork();
    await em.execute(
      `INSERT INTO "payments" ("id", "order_id", "user_id", "amount", "currency", "verified_by")
       VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING`,
      [id, order.id, order.userId, order.amount, order.currency, verifiedBy],
    );
    const stored = await em.findOne(PaymentEntity, { id });
    if (!stored) throw new ConflictError('razorpay_order_id has already been paid with another payment');
    if (stored.orderId !== order.id) throw new ConflictError('razorpay_payment_id belongs to another order');
    return stored;
  }

  /** The user's verified payments since `since` that no subscription used and no refund record covers. */
  async unused(em: EntityManager, userId: number, since: Date, exceptPaymentId: string | null = null): Promise<UnusedPayment[]> {
    const rows = await em.execute<{ id: string; amount: number; verified_at: Date }[]>(
      `SELECT p."id", p."amount", p."verified_at" FROM "payments" p
       WHERE p."user_id" = ? AND p."verified_at" > ? AND p."id" <> ?
         AND NOT EXISTS (SELECT 1 FROM "subscriptions" s WHERE s."payment_id" = p."id")
         AND NOT EXISTS (SELECT 1 FROM "payment_refunds" r WHERE r."payment_id" = p."id")`,
      [userId, since, exceptPaymentId ?? ''],
    );
    return rows.map((row) => ({ paymentId: row.id, amountPaise: row.amount, verifiedAt: new Date(row.verified_at) }));
  }
}
