import type { PaidPlanId } from '../domain/plans';

/** A plan activation as the Subscriptions context reports it. */
export interface SubscriptionView {
  planId: PaidPlanId;
  paymentId: string;
  status: 'active' | 'superseded' | 'expired';
  startsAt: string;
  expiresAt: string;
}
