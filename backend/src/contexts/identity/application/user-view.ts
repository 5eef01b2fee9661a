import type { SubscriptionTier } from '../../../platform/kernel/subscription-tier';

/** What the Identity context tells the outside about a user. Never carries the password hash. */
export interface UserView {
  id: number;
  name: string;
  mobileNumber: string;
  location: string | null;
  subscriptionTier: SubscriptionTier;
  subscriptionExpiresAt: string | null;
  coinsListedThisMonth: number;
  lastResetDate: string | null;
  isAdmin: boolean;
  createdAt: string;
}

/** The stored fields a view is made of (the persistence entity has them). */
export interface UserRecord {
  id: number;
  name: string;
  mobileNumber: string;
  location: string | null;
  subscriptionTier: SubscriptionTier;
  subscriptionExpiresAt: Date | null;
  coinsListedThisMonth: number;
  lastResetDate: Date | null;
  isAdmin: boolean;
  createdAt: Date;
}

export function toUserView(user: UserRecord): UserView {
  return {
    id: user.id,
    name: user.name,
    mobileNumber: user.mobileNumber,
    location: user.location,
    subscriptionTier: user.subscriptionTier,
    subscriptionExpiresAt: user.subscriptionExpiresAt?.toISOString() ?? null,
    coinsListedThisMonth: user.coinsListedThisMonth,
    lastResetDate: user.lastResetDate?.toISOString() ?? null,
    isAdmin: user.isAdmin,
    createdAt: user.createdAt.toISOString(),
  };
}
