import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { APP_CONFIG } from '../../../../platform/config/config.module';
import { AppConfig } from '../../../../platform/config/config';
import { NotFoundError, ValidationError } from '../../../../platform/kernel/errors';
import { isGenuinePayment } from '../../domain/payment-signature';
import { PaymentOrderEntity } from '../../infrastructure/payment-order.entity';
import { PaymentRecorder } from '../../infrastructure/payment.recorder';
import { PAYMENT_PROVIDER, PaymentProvider } from '../ports/payment-provider';
import { VerifiedPaymentView } from '../payment-view';
import { ConfirmPaymentCommand } from './confirm-payment.command';

@CommandHandler(ConfirmPaymentCommand)
export class ConfirmPaymentHandler implements ICommandHandler<ConfirmPaymentCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly payments: PaymentRecorder,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
  ) {}

  async execute({ job }: ConfirmPaymentCommand): Promise<VerifiedPaymentView> {
    const order = await this.em.fork().findOne(PaymentOrderEntity, { id: job.orderId, userId: job.userId });
    if (!order) throw new NotFoundError(`razorpay_order_id ${job.orderId} is not an order of yours`);
    if (!isGenuinePayment(order.id, job.paymentId, job.signature, this.config.razorpay.keySecret)) {
      throw new ValidationError('razorpay_signature', 'razorpay_signature does not match this order and payment');
    }
    // Reconcile with the provider once; a payment already recorded was reconciled (or reported by a signed webhook).
    if (!(await this.payments.find(job.paymentId))) {
      const record = await this.provider.confirmPayment(order, job.paymentId);
      if (record.amountPaise !== order.amount) {
        throw new ValidationError('razorpay_payment_id', 'razorpay_payment_id paid a different amount than the order');
      }
    }
    const payment = await this.payments.record({ id: job.paymentId, order, verifiedBy: 'signature' });
    return { verified: true, orderId: payment.orderId, paymentId: payment.id, amount: payment.amount, currency: payment.currency };
  }
}
