import { Module, OnModuleInit } from '@nestjs/common';
import { BullModule, InjectQueue } from '@nestjs/bullmq';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Queue } from 'bullmq';
import { APP_CONFIG } from '../../platform/config/config.module';
import { AppConfig } from '../../platform/config/config';
import { QueueDashboard } from '../../platform/queues/queue-dashboard';
import { QueueDashboardModule } from '../../platform/queues/queue-dashboard.module';
import { workerProviders } from '../../platform/queues/queues.module';
import { ActivateSubscriptionHandler } from './application/commands/activate-subscription.handler';
import { ConfirmPaymentHandler } from './application/commands/confirm-payment.handler';
import { CreateOrderHandler } from './application/commands/create-order.handler';
import { ExpireSubscriptionsHandler } from './application/commands/expire-subscriptions.handler';
import { GrantSubscriptionHandler } from './application/commands/grant-subscription.handler';
import { MarkRefundedHandler } from './application/commands/mark-refunded.handler';
import { PaySandboxOrderHandler } from './application/commands/pay-sandbox-order.handler';
import { ProcessWebhookEventHandler } from './application/commands/process-webhook-event.handler';
import { ReceiveWebhookHandler } from './application/commands/receive-webhook.handler';
import { SubscribeHandler } from './application/commands/subscribe.handler';
import { VerifyPaymentHandler } from './application/commands/verify-payment.handler';
import { WarnExpiringSubscriptionsHandler } from './application/commands/warn-expiring-subscriptions.handler';
import { PAYMENT_JOBS } from './application/ports/payment-jobs';
import { PAYMENT_PROVIDER, PaymentProvider } from './application/ports/payment-provider';
import { GetPaymentConfigHandler } from './application/queries/get-payment-config.handler';
import { ListPlansHandler } from './application/queries/list-plans.handler';
import { ListRefundsHandler } from './application/queries/list-refunds.handler';
import { PlanStanding } from './application/plan-standing';
import { BullmqPaymentJobs } from './infrastructure/bullmq-payment-jobs';
import { ExpiryProcessor } from './infrastructure/expiry.processor';
import { ExpirySchedule } from './infrastructure/expiry.schedule';
import { PAYMENTS_QUEUE, SUBSCRIPTION_EXPIRY_QUEUE } from './infrastructure/payment-queues';
import { PaymentOrderEntity } from './infrastructure/payment-order.entity';
import { PaymentRefundEntity } from './infrastructure/payment-refund.entity';
import { PaymentRefundsStore } from './infrastructure/payment-refunds.store';
import { PaymentEntity } from './infrastructure/payment.entity';
import { PaymentRecorder } from './infrastructure/payment.recorder';
import { PaymentsProcessor } from './infrastructure/payments.processor';
import { RazorpayPaymentProvider } from './infrastructure/razorpay-payment.provider';
import { SandboxPaymentProvider } from './infrastructure/sandbox-payment.provider';
import { SubscriptionEntity } from './infrastructure/subscription.entity';
import { SubscriptionStore } from './infrastructure/subscription.store';
import { WebhookEventEntity } from './infrastructure/webhook-event.entity';
import { AdminRefundsController } from './interface/admin-refunds.controller';
import { PaymentsController } from './interface/payments.controller';
import { PlansController } from './interface/plans.controller';
import { RazorpayWebhookController } from './interface/razorpay-webhook.controller';
import { SandboxCheckoutController } from './interface/sandbox-checkout.controller';
import { SubscriptionsController } from './interface/subscriptions.controller';
import { SubscriptionsWebPages } from './interface/subscriptions-web-pages';

function paymentProvider(config: AppConfig): PaymentProvider {
  const { keyId, keySecret } = config.razorpay;
  return keyId ? new RazorpayPaymentProvider(keyId, keySecret) : new SandboxPaymentProvider();
}

/** Subscriptions: plans, payment orders, verification and activation jobs, refunds owed, the Razorpay webhook and the expiry sweep. */
@Module({
  imports: [
    MikroOrmModule.forFeature([PaymentOrderEntity, PaymentEntity, SubscriptionEntity, WebhookEventEntity, PaymentRefundEntity]),
    BullModule.registerQueue({ name: PAYMENTS_QUEUE }, { name: SUBSCRIPTION_EXPIRY_QUEUE }),
    QueueDashboardModule,
  ],
  controllers: [PlansController, PaymentsController, SubscriptionsController, SandboxCheckoutController, RazorpayWebhookController, AdminRefundsController],
  providers: [
    SubscriptionsWebPages,
    { provide: PAYMENT_PROVIDER, inject: [APP_CONFIG], useFactory: paymentProvider },
    { provide: PAYMENT_JOBS, useClass: BullmqPaymentJobs },
    PaymentRecorder,
    SubscriptionStore,
    PaymentRefundsStore,
    PlanStanding,
    CreateOrderHandler,
    PaySandboxOrderHandler,
    VerifyPaymentHandler,
    SubscribeHandler,
    ReceiveWebhookHandler,
    ConfirmPaymentHandler,
    ActivateSubscriptionHandler,
    ProcessWebhookEventHandler,
    ExpireSubscriptionsHandler,
    WarnExpiringSubscriptionsHandler,
    GrantSubscriptionHandler,
    MarkRefundedHandler,
    ListRefundsHandler,
    ListPlansHandler,
    GetPaymentConfigHandler,
    ...workerProviders([PaymentsProcessor, ExpiryProcessor, ExpirySchedule]),
  ],
})
export class SubscriptionsModule implements OnModuleInit {
  constructor(
    private readonly dashboard: QueueDashboard,
    @InjectQueue(PAYMENTS_QUEUE) private readonly payments: Queue,
    @InjectQueue(SUBSCRIPTION_EXPIRY_QUEUE) private readonly expiry: Queue,
  ) {}

  onModuleInit(): void {
    this.dashboard.add(this.payments);
    this.dashboard.add(this.expiry);
  }
}
