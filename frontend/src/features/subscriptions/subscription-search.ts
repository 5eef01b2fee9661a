import type { PaidPlanId } from './types';

/** What the user was doing when an upgrade link sent them here; it decides the step after paying. */
export type UpgradeOrigin = 'sell' | 'offer' | 'decide';

/**
 * /subscription?plan=premium&from=offer&conversation=12 opens the plan that unlocks what the user
 * tried, and after paying offers the way back (the conversation) or the next step (/sell).
 */
export interface SubscriptionSearch {
  plan?: PaidPlanId;
  from?: UpgradeOrigin;
  conversation?: number;
}

const PLANS: readonly string[] = ['basic', 'premium'];
const ORIGINS: readonly string[] = ['sell', 'offer', 'decide'];

/** Keeps known values only: anything else is dropped from the address rather than trusted. */
export function parseSubscriptionSearch(search: Record<string, unknown>): SubscriptionSearch {
  const parsed: SubscriptionSearch = {};
  if (typeof search.plan === 'string' && PLANS.includes(search.plan)) parsed.plan = search.plan as PaidPlanId;
  if (typeof search.from === 'string' && ORIGINS.includes(search.from)) parsed.from = search.from as UpgradeOrigin;
  const conversation = typeof search.conversation === 'string' ? Number(search.conversation) : search.conversation;
  if (typeof conversation === 'number' && Number.isSafeInteger(conversation) && conversation > 0) parsed.conversation = conversation;
  return parsed;
}
