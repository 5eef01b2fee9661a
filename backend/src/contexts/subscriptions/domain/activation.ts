import { checkPlanAvailable, CurrentPlan, UnusedPayment } from './plan-availability';
import { Plan, rupeesToPaise } from './plans';
import {
  AmountMismatchError,
  PaymentAlreadyUsedError,
  PaymentOfAnotherUserError,
  PaymentRefundRecordedError,
  UnverifiedPaymentError,
} from './subscription-errors';

export { activePlan } from './plan-availability';
export type { CurrentPlan, UnusedPayment } from './plan-availability';

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

export type ActivationDecision =
  | { type: 'activate'; startsAt: Date; expiresAt: Date }
  /** This very request already activated it (a retried job): finish what it started. */
  | { type: 'resume' }
  /** The webhook activated the buyer's plan before the browser asked: hand it to the buyer once. */
  | { type: 'acknowledge' };

/**
 * decisions.md "Subscriptions and payments": a verified payment of the same user, whose order
 * amount equals the plan's price, activates at most one subscription ever. The active plan cannot
 * be bought again, nor a lower one over it; a higher one starts a new period from now. `current`
 * holds every report of the user's plan (the strongest counts); `unused` the user's other verified
 * payments that nothing used (decisions/0026). A payment recorded for a refund never activates.
 */
export function decideActivation(input: {
  request: ActivationRequest;
  payment: VerifiedPayment | null;
  existing: ExistingActivation | null;
  current: readonly CurrentPlan[];
  unused?: readonly UnusedPayment[];
  refundRecorded?: boolean;
  now: Date;
}): ActivationDecision {
  const { request, payment, existing, current, unused = [], refundRecorded = false, now } = input;
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
  if (refundRecorded) throw new PaymentRefundRecordedError();
  if (payment.amountPaise !== rupeesToPaise(request.plan.price)) throw new AmountMismatchError(payment.amountPaise, request.plan);

  checkPlanAvailable({ plan: request.plan, current, unused, now });
  return { type: 'activate', startsAt: now, expiresAt: new Date(now.getTime() + request.plan.duration * DAY_MS) };
}
