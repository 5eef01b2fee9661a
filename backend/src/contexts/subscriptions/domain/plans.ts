import type { SubscriptionTier } from '../../../platform/kernel/subscription-tier';

/** A plan as the product sells it. Prices are whole rupees; `duration` is in days (0: never ends). */
export interface Plan {
  id: SubscriptionTier;
  name: string;
  price: number;
  currency: 'INR';
  features: readonly string[];
  coinListingLimit: number;
  duration: number;
}

export const PAID_PLAN_IDS = ['basic', 'premium'] as const;
export type PaidPlanId = (typeof PAID_PLAN_IDS)[number];

/** decisions.md: free (0), basic (₹199, 30 days, 5 listings a month), premium (₹799, 30 days, 50). */
export const PLANS: readonly Plan[] = [
  {
    id: 'free',
    name: 'Free',
    price: 0,
    currency: 'INR',
    features: ['Browse and search all listings', 'Message sellers and post comments'],
    coinListingLimit: 0,
    duration: 0,
  },
  {
    id: 'basic',
    name: 'Basic',
    price: 199,
    currency: 'INR',
    features: ['List up to 5 coins per month', 'Message sellers directly', 'Premium support'],
    coinListingLimit: 5,
    duration: 30,
  },
  {
    id: 'premium',
    name: 'Premium',
    price: 799,
    currency: 'INR',
    features: [
      'List up to 50 coins per month',
      'Make offers, and accept or reject offers on your listings',
      'Priority support',
      'Advanced analytics',
      'Featured listings and enhanced visibility',
      'Advanced filters',
      'Early access to new features',
    ],
    coinListingLimit: 50,
    duration: 30,
  },
];

export function findPlan(id: string): Plan | undefined {
  return PLANS.find((plan) => plan.id === id);
}

export function isPaidPlanId(id: string): id is PaidPlanId {
  return (PAID_PLAN_IDS as readonly string[]).includes(id);
}

/**
 * The plan an order of `rupees` buys: an order of exactly a paid plan's price is a purchase of that
 * plan (199 → basic, 799 → premium), whatever page made it; any other amount never buys a plan.
 */
export function planForAmount(rupees: number): Plan | null {
  return PLANS.find((plan) => plan.price > 0 && plan.price === rupees) ?? null;
}

/** Higher plans include everything of the lower ones. */
export function planRank(id: SubscriptionTier): number {
  return PLANS.findIndex((plan) => plan.id === id);
}

/** Payment providers count money in the currency's subunit (paise). */
export function rupeesToPaise(rupees: number): number {
  return Math.round(rupees * 100);
}

export function formatRupees(paise: number): string {
  return `₹${(paise / 100).toLocaleString('en-IN', { maximumFractionDigits: 2 })}`;
}
