import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { ConflictError } from '../../../platform/kernel/errors';
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
}
