import { api, unwrap } from '@/api/client';
import type { CheckoutResult } from '../types';

/** The sandbox checkout's Pay: the server answers as Razorpay's checkout would. */
export function paySandboxOrder(orderId: string): Promise<CheckoutResult> {
  return unwrap(api.POST('/api/sandbox/orders/{orderId}/pay', { params: { path: { orderId } } }));
}
