import type { CheckoutOutcome, CheckoutResult, Order } from '../types';

/** The part of Razorpay's checkout.js the app uses. */
interface RazorpayOptions {
  key: string;
  amount: number;
  currency: string;
  order_id: string;
  name: string;
  description: string;
  prefill: { name?: string; contact?: string };
  theme: { color: string };
  handler: (response: CheckoutResult) => void;
  modal: { ondismiss: () => void };
}

interface RazorpayInstance {
  open(): void;
  on(event: 'payment.failed', listener: () => void): void;
}

declare global {
  interface Window {
    Razorpay?: new (options: RazorpayOptions) => RazorpayInstance;
  }
}

export interface CheckoutRequest {
  order: Order;
  description: string;
  buyer: { name: string; mobileNumber: string } | null;
}

const BRASS = '#8c5d12';

/** Opens Razorpay's checkout (script already loaded) and resolves once the buyer pays, fails or closes it. */
export function openRazorpayCheckout(keyId: string, { order, description, buyer }: CheckoutRequest): Promise<CheckoutOutcome> {
  const Razorpay = window.Razorpay;
  if (!Razorpay) return Promise.reject(new Error('Failed to load payment gateway'));
  return new Promise((resolve) => {
    const checkout = new Razorpay({
      key: keyId,
      amount: order.amount,
      currency: order.currency,
      order_id: order.id,
      name: 'Sikka',
      description,
      prefill: buyer ? { name: buyer.name, contact: buyer.mobileNumber } : {},
      theme: { color: BRASS },
      handler: (result) => resolve({ status: 'paid', result }),
      modal: { ondismiss: () => resolve({ status: 'cancelled' }) },
    });
    checkout.on('payment.failed', () => resolve({ status: 'failed' }));
    checkout.open();
  });
}
