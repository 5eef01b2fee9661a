import type { SubscriptionTier } from './subscription-tier';

/**
 * Who is calling: the one description of a signed-in user that guards, controllers, commands and
 * domain rules share. The session guards resolve it once per request (decisions/0060).
 */
export interface Principal {
  userId: number;
  name: string;
  isAdmin: boolean;
  subscriptionTier: SubscriptionTier;
}
