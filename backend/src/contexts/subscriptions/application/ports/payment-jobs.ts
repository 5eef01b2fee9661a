import type { ActivationSource } from '../../domain/activation';
import type { PaidPlanId } from '../../domain/plans';
import type { VerifiedPaymentView } from '../payment-view';
import type { SubscriptionView } from '../subscription-view';

export const PAYMENT_JOBS = Symbol('PAYMENT_JOBS');

export interface ConfirmPaymentJob {
  userId: number;
  orderId: string;
  paymentId: string;
  signature: string;
}

export interface ActivateSubscriptionJob {
  requestId: string;
  userId: number;
  planId: PaidPlanId;
  paymentId: string;
  source: ActivationSource;
}

/**
 * Payment work runs as retried, idempotent BullMQ jobs. The HTTP side enqueues and, for the two
 * calls a browser waits on, awaits the job's outcome so that it gets a definite answer.
 */
export interface PaymentJobs {
  confirmPayment(job: ConfirmPaymentJob): Promise<VerifiedPaymentView>;
  activateSubscription(job: ActivateSubscriptionJob): Promise<SubscriptionView>;
  processWebhookEvent(eventId: string): Promise<void>;
}
