import type { PaidPlanId } from '../domain/plans';

/** A plan activation as the Subscriptions context reports it. */
export interface SubscriptionView {
  planId: PaidPlanId;
  /** Null for a complimentary grant (GrantSubscriptionCommand). */
  paymentId: string | null;
  status: 'active' | 'superseded' | 'expired';
  startsAt: string;
  expiresAt: string;
}

/** The view of a `subscriptions` row (structurally typed, so this contract file imports no entity). */
export function toSubscriptionView(row: {
  planId: PaidPlanId;
  paymentId: string | null;
  status: SubscriptionView['status'];
  startsAt: Date;
  expiresAt: Date;
}): SubscriptionView {
  return { planId: row.planId, paymentId: row.paymentId, status: row.status, startsAt: row.startsAt.toISOString(), expiresAt: row.expiresAt.toISOString() };
}
