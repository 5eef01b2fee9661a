import { api, unwrap } from '@/api/client';
import type { PaidPlanId } from '../types';

export function subscribe(planId: PaidPlanId, paymentId: string) {
  return unwrap(api.POST('/api/subscribe', { body: { planId, paymentId } }));
}
