import { api, unwrap } from '@/api/client';
import type { Order, PaidPlanId } from '../types';

/** An order for `amount` whole rupees (answered in paise); `planId` when it pays for a plan. */
export function createOrder(amount: number, planId?: PaidPlanId): Promise<Order> {
  return unwrap(api.POST('/api/create-order', { body: { amount, currency: 'INR', ...(planId ? { planId } : {}) } }));
}
