import { ConflictError, ForbiddenError, ValidationError } from '../../../platform/kernel/errors';
import { formatRupees, Plan } from './plans';

/**
 * The plan may not be bought now (the same rules at create-order and at activation). A verified
 * payment refused for one of these reasons is recorded for a refund (decisions/0026).
 */
export class PlanUnavailableError extends ConflictError {}

export class AlreadySubscribedError extends PlanUnavailableError {
  constructor(plan: Plan) {
    super(`Already Subscribed: you are already subscribed to the ${plan.name} plan (planId ${plan.id})`);
  }
}

export class LowerPlanError extends PlanUnavailableError {
  constructor(wanted: Plan, current: Plan) {
    super(`planId ${wanted.id} is lower than your active ${current.name} plan; it can be bought once the ${current.name} plan ends`);
  }
}

export class HigherPurchaseInProgressError extends PlanUnavailableError {
  constructor(wanted: Plan, pending: Plan) {
    super(`planId ${wanted.id} cannot be bought while your verified payment for the ${pending.name} plan is being activated`);
  }
}

/** The answer to an activation refused by the plan rules after the money was taken. */
export class PaymentRefusedError extends ConflictError {
  constructor(reason: PlanUnavailableError, paymentId: string, amountPaise: number) {
    super(`${reason.message}. Your payment ${paymentId} of ${formatRupees(amountPaise)} is recorded for a refund.`);
  }
}

export class PaymentRefundRecordedError extends ConflictError {
  constructor() {
    super('paymentId could not activate a plan and is recorded for a refund; it cannot be used for a subscription');
  }
}

export class PaymentAlreadyUsedError extends ConflictError {
  constructor() {
    super('paymentId has already been used for a subscription; each payment activates one plan only');
  }
}

export class PaymentOfAnotherUserError extends ForbiddenError {
  constructor() {
    super('paymentId belongs to another account');
  }
}

export class UnverifiedPaymentError extends ValidationError {
  constructor() {
    super('paymentId', 'paymentId is not a verified payment; verify the payment first');
  }
}

export class AmountMismatchError extends ValidationError {
  constructor(paidPaise: number, plan: Plan) {
    super('paymentId', `paymentId paid ${formatRupees(paidPaise)} but the ${plan.name} plan costs ₹${plan.price}`);
  }
}
