import { api, unwrap } from '@/api/client';
import type { CheckoutResult } from '../types';

export function verifyPayment(result: CheckoutResult) {
  return unwrap(api.POST('/api/verify-payment', { body: result }));
}
