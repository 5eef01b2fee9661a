import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { APP_CONFIG } from '../../../../platform/config/config.module';
import { AppConfig } from '../../../../platform/config/config';
import { NotFoundError } from '../../../../platform/kernel/errors';
import { signPayment } from '../../domain/payment-signature';
import { PaymentOrderEntity } from '../../infrastructure/payment-order.entity';
import { providerStyleId } from '../../infrastructure/provider-style-id';
import { PAYMENT_PROVIDER, PaymentProvider } from '../ports/payment-provider';
import { CheckoutResultView } from '../payment-view';
import { PaySandboxOrderCommand } from './pay-sandbox-order.command';

@CommandHandler(PaySandboxOrderCommand)
export class PaySandboxOrderHandler implements ICommandHandler<PaySandboxOrderCommand> {
  constructor(
    private readonly em: EntityManager,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
  ) {}

  async execute(command: PaySandboxOrderCommand): Promise<CheckoutResultView> {
    if (this.provider.config.mode !== 'sandbox') throw new NotFoundError('The payment sandbox is off: payments go through Razorpay');
    const order = await this.em.fork().findOne(PaymentOrderEntity, { id: command.orderId, userId: command.userId, provider: 'sandbox' });
    if (!order) throw new NotFoundError(`orderId ${command.orderId} is not a sandbox order of yours`);
    const paymentId = providerStyleId('pay');
    return {
      razorpay_order_id: order.id,
      razorpay_payment_id: paymentId,
      razorpay_signature: signPayment(order.id, paymentId, this.config.razorpay.keySecret),
    };
  }
}
