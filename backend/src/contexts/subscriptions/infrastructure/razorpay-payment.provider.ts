import Razorpay from 'razorpay';
import type { Payments } from 'razorpay/dist/types/payments';
import { ValidationError } from '../../../platform/kernel/errors';
import { NewProviderOrder, PaymentProvider, ProviderOrder, ProviderPaymentRecord } from '../application/ports/payment-provider';
import { PaymentConfigView } from '../application/payment-view';

/** Payment states in which the money is the merchant's (auto-capture turns authorized into captured). */
const PAID_STATES = new Set(['authorized', 'captured']);

/** The Razorpay SDK rejects with `{statusCode, error: {description}}`; 4xx means the request itself was wrong. */
function isClientError(error: unknown): boolean {
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === 'number' && status >= 400 && status < 500;
}

export class RazorpayPaymentProvider implements PaymentProvider {
  readonly config: PaymentConfigView;
  private readonly razorpay: Razorpay;

  constructor(keyId: string, keySecret: string) {
    this.config = { mode: 'razorpay', keyId };
    this.razorpay = new Razorpay({ key_id: keyId, key_secret: keySecret });
  }

  async createOrder(order: NewProviderOrder): Promise<ProviderOrder> {
    const created = await this.razorpay.orders.create({
      amount: order.amountPaise,
      currency: order.currency,
      receipt: order.receipt,
      notes: order.notes,
    });
    return { id: created.id, amount: Number(created.amount), currency: created.currency };
  }

  async confirmPayment(order: ProviderOrder, paymentId: string): Promise<ProviderPaymentRecord> {
    let payment: Payments.RazorpayPayment;
    try {
      payment = await this.razorpay.payments.fetch(paymentId);
    } catch (error) {
      if (isClientError(error)) throw new ValidationError('razorpay_payment_id', 'razorpay_payment_id is not a payment Razorpay knows');
      throw error;
    }
    if (payment.order_id !== order.id) throw new ValidationError('razorpay_payment_id', 'razorpay_payment_id did not pay this order');
    if (!PAID_STATES.has(payment.status)) {
      throw new ValidationError('razorpay_payment_id', `razorpay_payment_id is ${payment.status}, not paid`);
    }
    return { amountPaise: Number(payment.amount), currency: payment.currency };
  }
}
