import { NewProviderOrder, PaymentProvider, ProviderOrder, ProviderPaymentRecord } from '../application/ports/payment-provider';
import { PaymentConfigView } from '../application/payment-view';
import { providerStyleId } from './provider-style-id';

/**
 * Used when RAZORPAY_KEY_ID is not set: orders are made here, and the sandbox checkout (POST
 * /api/sandbox/orders/{orderId}/pay) signs payments with RAZORPAY_KEY_SECRET exactly as Razorpay
 * would, so the real verification code runs. A sandbox payment always pays its whole order.
 */
export class SandboxPaymentProvider implements PaymentProvider {
  readonly config: PaymentConfigView = { mode: 'sandbox', keyId: null };

  createOrder(order: NewProviderOrder): Promise<ProviderOrder> {
    return Promise.resolve({ id: providerStyleId('order'), amount: order.amountPaise, currency: order.currency });
  }

  confirmPayment(order: ProviderOrder): Promise<ProviderPaymentRecord> {
    return Promise.resolve({ amountPaise: order.amount, currency: order.currency });
  }
}
