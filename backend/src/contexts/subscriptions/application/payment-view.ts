/** How the web app pays: through Razorpay's checkout (with its public key id) or the built-in sandbox. */
export interface PaymentConfigView {
  mode: 'razorpay' | 'sandbox';
  keyId: string | null;
}

/** A payment order as the provider created it; `amount` in paise. */
export interface OrderView {
  id: string;
  amount: number;
  currency: string;
}

/** What a checkout hands back after paying an order. */
export interface CheckoutResultView {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
}

/** A payment whose genuineness was established; `amount` in paise. */
export interface VerifiedPaymentView {
  verified: true;
  orderId: string;
  paymentId: string;
  amount: number;
  currency: string;
}
