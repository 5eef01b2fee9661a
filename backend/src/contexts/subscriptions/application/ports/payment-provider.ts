import type { PaymentConfigView } from '../payment-view';

export const PAYMENT_PROVIDER = Symbol('PAYMENT_PROVIDER');

export interface NewProviderOrder {
  amountPaise: number;
  currency: string;
  receipt: string;
  notes: Record<string, string>;
}

export interface ProviderOrder {
  id: string;
  amount: number;
  currency: string;
}

/** The provider's own record of a payment made against an order (amount in paise). */
export interface ProviderPaymentRecord {
  amountPaise: number;
  currency: string;
}

/** Razorpay when RAZORPAY_KEY_ID is set, else the built-in sandbox. */
export interface PaymentProvider {
  readonly config: PaymentConfigView;
  createOrder(order: NewProviderOrder): Promise<ProviderOrder>;
  /** Reconciles a payment with the provider; throws a ValidationError naming razorpay_payment_id when it did not pay the order. */
  confirmPayment(order: ProviderOrder, paymentId: string): Promise<ProviderPaymentRecord>;
}
