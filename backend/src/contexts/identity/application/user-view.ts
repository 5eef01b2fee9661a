import type { SubscriptionTier } from '../../../platform/kernel/subscription-tier';
import { suspensionInForce } from '../domain/suspension-rules';

/** What the Identity context tells the outside about a user. Never carries the password hash. */
export interface UserView {
  id: number;
  name: string;
  mobileNumber: string;
  location: string | null;
  subscriptionTier: SubscriptionTier;
  subscriptionExpiresAt: string | null;
  /** The Catalog's count of the listings created this month (its quota, decisions/0012). */
  coinsListedThisMonth: number;
  /** When that count last started from 0: the 1st of this month at midnight, India time. */
  lastResetDate: string;
  isAdmin: boolean;
  /** A one-time code sent to mobileNumber by SMS was entered (decisions/0077). */
  phoneVerified: boolean;
  /** The end of the suspension in force (decisions/0083); null when not suspended or it has ended. */
  suspendedUntil: string | null;
  /** Why, while suspended; null otherwise. */
  suspensionReason: string | null;
  createdAt: string;
}

/** This month's listings of a user, as the Catalog counts them against the plan's limit. */
export interface MonthlyListings {
  coinsListedThisMonth: number;
  lastResetDate: string;
}

/** The stored fields a view is made of (the persistence entity has them). */
export interface UserRecord {
  id: number;
  name: string;
  mobileNumber: string;
  location: string | null;
  subscriptionTier: SubscriptionTier;
  subscriptionExpiresAt: Date | null;
  isAdmin: boolean;
  phoneVerifiedAt: Date | null;
  suspendedUntil: Date | null;
  suspensionReason: string | null;
  createdAt: Date;
}

export function toUserView(user: UserRecord, listings: MonthlyListings, now: Date = new Date()): UserView {
  const suspendedUntil = suspensionInForce(user.suspendedUntil, now);
  return {
    id: user.id,
    name: user.name,
    mobileNumber: user.mobileNumber,
    location: user.location,
    subscriptionTier: user.subscriptionTier,
    subscriptionExpiresAt: user.subscriptionExpiresAt?.toISOString() ?? null,
    coinsListedThisMonth: listings.coinsListedThisMonth,
    lastResetDate: listings.lastResetDate,
    isAdmin: user.isAdmin,
    phoneVerified: user.phoneVerifiedAt !== null,
    suspendedUntil: suspendedUntil?.toISOString() ?? null,
    suspensionReason: suspendedUntil ? user.suspensionReason : null,
    createdAt: user.createdAt.toISOString(),
  };
}
