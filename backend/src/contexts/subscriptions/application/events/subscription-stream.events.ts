import type { PaidPlanId } from '../../domain/plans';

/**
 * Subscriptions' integration events, written to the subscription's outbox stream `subscription-<id>`
 * in the transaction that changes it (`EventStore.appendToOutbox`; decisions/0064, 0065). The types
 * are stored and never renamed.
 */
export const subscriptionStream = (subscriptionId: number): string => `subscription-${subscriptionId}`;

/** What every subscription event says: whose plan, which, and until when. */
export interface SubscriptionEventData {
  subscriptionId: number;
  userId: number;
  planId: PaidPlanId;
  /** ISO 8601. */
  expiresAt: string;
}

/** A paid plan was activated (paid at checkout, by the webhook, or granted). */
export const SUBSCRIPTION_ACTIVATED = 'SubscriptionActivated';

/** The active plan ends within SUBSCRIPTION_EXPIRING_WITHIN_DAYS days (written once per subscription). */
export const SUBSCRIPTION_EXPIRING_SOON = 'SubscriptionExpiringSoon';
export const SUBSCRIPTION_EXPIRING_WITHIN_DAYS = 3;

/** The plan's period ended and the user is back on the free plan. */
export const SUBSCRIPTION_EXPIRED = 'SubscriptionExpired';
