import type { SubscriptionTier } from '../../../platform/kernel/subscription-tier';
import { findPlan, Plan, planForAmount, planRank } from './plans';
import { AlreadySubscribedError, HigherPurchaseInProgressError, LowerPlanError } from './subscription-errors';

/** One report of the user's plan: Identity's record, or the Subscriptions ledger's active row. */
export interface CurrentPlan {
  tier: SubscriptionTier;
  expiresAt: Date | null;
}

/** A verified payment of the user's that no subscription has used and no refund record covers. */
export interface UnusedPayment {
  paymentId: string;
  amountPaise: number;
  verifiedAt: Date;
}

/**
 * How long a verified, unused payment counts as a purchase being activated: its subscribe call (or
 * the webhook) normally follows within seconds. An older unused payment no longer blocks a purchase.
 */
export const PURCHASE_IN_PROGRESS_MS = 15 * 60 * 1000;

/** The paid plan a report says the user holds right now, or null when free or ended. */
export function activePlan(current: CurrentPlan, now: Date): Plan | null {
  if (current.tier === 'free') return null;
  if (current.expiresAt && current.expiresAt.getTime() <= now.getTime()) return null;
  return findPlan(current.tier) ?? null;
}

/** The highest plan any report says is active. */
export function strongestActivePlan(reports: readonly CurrentPlan[], now: Date): Plan | null {
  let strongest: Plan | null = null;
  for (const report of reports) {
    const plan = activePlan(report, now);
    if (plan && (!strongest || planRank(plan.id) > planRank(strongest.id))) strongest = plan;
  }
  return strongest;
}

/**
 * decisions.md: the active plan cannot be bought again, nor a lower one over it (409). Also
 * (decisions/0026): not a lower or equal plan while a payment for a higher one is being activated,
 * so that of two purchases sent together the higher one always wins and the other is refused.
 */
export function checkPlanAvailable(input: { plan: Plan; current: readonly CurrentPlan[]; unused: readonly UnusedPayment[]; now: Date }): void {
  const { plan, current, unused, now } = input;
  const active = strongestActivePlan(current, now);
  if (active?.id === plan.id) throw new AlreadySubscribedError(active);
  if (active && planRank(active.id) > planRank(plan.id)) throw new LowerPlanError(plan, active);
  for (const payment of unused) {
    const pending = payment.amountPaise % 100 === 0 ? planForAmount(payment.amountPaise / 100) : null;
    const inProgress = now.getTime() - payment.verifiedAt.getTime() < PURCHASE_IN_PROGRESS_MS;
    if (pending && inProgress && planRank(pending.id) > planRank(plan.id)) throw new HigherPurchaseInProgressError(plan, pending);
  }
}
