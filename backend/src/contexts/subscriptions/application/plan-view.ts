import type { SubscriptionTier } from '../../../platform/kernel/subscription-tier';

/** A plan as the Subscriptions context describes it to the outside (price in whole rupees, duration in days). */
export interface PlanView {
  id: SubscriptionTier;
  name: string;
  price: number;
  currency: 'INR';
  features: string[];
  coinListingLimit: number;
  duration: number;
}
