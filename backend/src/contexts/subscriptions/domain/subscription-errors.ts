import { ConflictError, ForbiddenError, ValidationError } from '../../../platform/kernel/errors';
import { formatRupees, Plan } from './plans';

export class AlreadySubscribedError extends ConflictError {
  constructor(plan: Plan) {
    super(`Already Subscribed: you are already subscribed to the ${plan.name} plan (planId ${plan.id})`);
  }
}

export class LowerPlanError extends ConflictError {
  constructor(wanted: Plan, current: Plan) {
    super(`planId ${wanted.id} is lower than your active ${current.name} plan; it can be bought once the ${current.name} plan ends`);
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
