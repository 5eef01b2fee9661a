import type { PaidPlanId } from './types';

type Tier = 'free' | PaidPlanId;

const RANK: Record<Tier, number> = { free: 0, basic: 1, premium: 2 };

/**
 * The paid plan tab to open: the one an upgrade link asked for, unless the user already has it or
 * more; otherwise the next plan up from theirs (Premium for Premium users, whose plan it is).
 */
export function planToOpen(tier: Tier, requested: PaidPlanId | undefined): PaidPlanId {
  if (requested && RANK[requested] > RANK[tier]) return requested;
  return tier === 'free' ? 'basic' : 'premium';
}

/** A plan below the user's active one cannot be bought while it lasts (the server answers 409). */
export function isBelowPlan(plan: PaidPlanId, tier: Tier): boolean {
  return RANK[plan] < RANK[tier];
}
