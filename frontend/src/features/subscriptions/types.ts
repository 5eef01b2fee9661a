import type { components } from '@/api/schema';

export type Plan = components['schemas']['PlanDto'];
export type PaidPlanId = components['schemas']['SubscribeDto']['planId'];
export type PaymentConfig = components['schemas']['PaymentConfigDto'];
export type Order = components['schemas']['OrderDto'];
export type CheckoutResult = components['schemas']['CheckoutResultDto'];

/** What the subscription and payment-test screens need to know about the signed-in user. */
export type Buyer = Pick<components['schemas']['UserDto'], 'name' | 'mobileNumber' | 'subscriptionTier' | 'subscriptionExpiresAt'>;

/** How a checkout ended: paid (with what to verify), closed by the buyer, or declined. */
export type CheckoutOutcome = { status: 'paid'; result: CheckoutResult } | { status: 'cancelled' } | { status: 'failed' };

export function isPaidPlanId(id: string): id is PaidPlanId {
  return id === 'basic' || id === 'premium';
}
