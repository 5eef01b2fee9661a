import { ForbiddenError } from '../../../platform/kernel/errors';
import type { SubscriptionTier } from '../../../platform/kernel/subscription-tier';

/** Each plan's monthly listing limit, as the Subscriptions context defines its plans. */
export type ListingLimits = Record<SubscriptionTier, number>;

/** New listings a seller may create per calendar month (Asia/Kolkata). Admins list like the best plan. */
export function monthlyLimit(limits: ListingLimits, tier: SubscriptionTier, isAdmin: boolean): number {
  return isAdmin ? Math.max(...Object.values(limits)) : limits[tier];
}

const IST_OFFSET_MS = 330 * 60 * 1000;

/** The quota month of an instant, e.g. "2026-11", in India's time zone (UTC+05:30, no DST). */
export function quotaMonth(at: Date): string {
  const ist = new Date(at.getTime() + IST_OFFSET_MS);
  return `${ist.getUTCFullYear()}-${String(ist.getUTCMonth() + 1).padStart(2, '0')}`;
}

/** The instant a quota month (e.g. "2026-11") starts: its 1st at midnight, India time. */
export function quotaMonthStart(month: string): Date {
  const [year, monthNumber] = month.split('-').map(Number);
  return new Date(Date.UTC(year, monthNumber - 1, 1) - IST_OFFSET_MS);
}

const PLAN_NAMES: Record<SubscriptionTier, string> = { free: 'Free', basic: 'Basic', premium: 'Premium' };

export class ListingLimitReachedError extends ForbiddenError {
  constructor(tier: SubscriptionTier, limit: number) {
    super(
      limit === 0
        ? 'Listing coins needs a Basic or Premium subscription (the Free plan allows 0 listings per month)'
        : `Your ${PLAN_NAMES[tier]} plan allows ${limit} new listings per month and you have used all ${limit}` +
            (tier === 'basic' ? '. Upgrade to Premium for 50 a month.' : '. The limit resets on the 1st.'),
    );
  }
}
