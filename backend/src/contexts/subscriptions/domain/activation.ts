import type { SubscriptionTier } from '../../../platform/kernel/subscription-tier';
import { findPlan, Plan, planRank, rupeesToPaise } from './plans';
import {
  AlreadySubscribedError,
  AmountMismatchError,
  LowerPlanError,
  PaymentAlreadyUsedError,
  PaymentOfAnotherUserError,
  UnverifiedPaymentError,
} from './subscription-errors';

const DAY_MS = 24 * 3600 * 1000;

/** Who asks for the activation: the buyer's browser (checkout) or Razorpay's webhook. */
export type ActivationSource = 'checkout' | 'webhook';

export interface ActivationRequest {
  /** Unique per request; a retried job carries the same one. */
  requestId: string;
  userId: number;
  plan: Plan;
  source: ActivationSource;
}

/** A verified payment, with the amount of the order it paid (paise). */
export interface VerifiedPayment {
  userId: number;
  amountPaise: number;
}

/** The subscription that already used the payment, if any. */
export interface ExistingActivation {
  requestId: string;
  userId: number;
  planId: string;
  source: ActivationSource;
  /** The buyer's own subscribe call has returned this activation. */
  acknowledged: boolean;
}

export interface CurrentPlan {
  tier: SubscriptionTier;
  expiresAt: Date | null;
}

export type ActivationDecision =
  | { type: 'activate'; startsAt: Date; expiresAt: Date }
  /** This very request already activated it (a retried job): finish what it started. */
  | { type: 'resume' }
  /** The webhook activated the buyer's plan before the browser asked: hand it to the buyer once. */
  | { type: 'acknowledge' };

/** The paid plan a user holds right now, or null when free or ended. */
export function activePlan(current: CurrentPlan, now: Date): Plan | null {
  if (current.tier === 'free') return null;
  if (current.expiresAt && current.expiresAt.getTime() <= now.getTime()) return null;
  return findPlan(current.tier) ?? null;
}

/**
 * decisions.md "Subscriptions and payments": a verified payment of the same user, whose order
 * amount equals the plan's price, activates at most one subscription ever. The active plan cannot
 * be bought again, nor a lower one over it; a higher one starts a new period from now.
 */
export function decideActivation(input: {
  request: ActivationRequest;
  payment: VerifiedPayment | null;
  existing: ExistingActivation | null;
  current: CurrentPlan;
  now: Date;
}): ActivationDecision {
  const { request, payment, existing, current, now } = input;
  if (existing) {
    if (existing.requestId === request.requestId) return { type: 'resume' };
    const webhookActivatedThisPurchase =
      request.source === 'checkout' &&
      existing.source === 'webhook' &&
      !existing.acknowledged &&
      existing.userId === request.userId &&
      existing.planId === request.plan.id;
    if (webhookActivatedThisPurchase) return { type: 'acknowledge' };
    throw new PaymentAlreadyUsedError();
  }
  if (!payment) throw new UnverifiedPaymentError();
  if (payment.userId !== request.userId) throw new PaymentOfAnotherUserError();
  if (payment.amountPaise !== rupeesToPaise(request.plan.price)) throw new AmountMismatchError(payment.amountPaise, request.plan);

  const active = activePlan(current, now);
  if (active?.id === request.plan.id) throw new AlreadySubscribedError(active);
  if (active && planRank(active.id) > planRank(request.plan.id)) throw new LowerPlanError(request.plan, active);
  return { type: 'activate', startsAt: now, expiresAt: new Date(now.getTime() + request.plan.duration * DAY_MS) };
}
