import type { SubscriptionTier } from '../platform/kernel/subscription-tier';

export interface DemoAccount {
  key: string;
  role: string;
  name: string;
  mobileNumber: string;
  password: string;
  location: string;
  tier: SubscriptionTier;
  isAdmin: boolean;
}

/**
 * Demo sellers' paid plans are complimentary grants for a year, recorded in the Subscriptions ledger
 * (GrantSubscriptionCommand) like purchases, so the expiry sweep ends them like any plan (decisions/0028).
 */
export const DEMO_PLAN_DAYS = 365;

/** Every demo seller's password (the admin has its own). */
export const DEMO_PASSWORD = 'demo-pass-2025';

/** Seeded on an empty database (unless SEED_DEMO=false) and printed at start-up; README lists them too. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { key: 'admin', role: 'Admin', name: 'Sikka Admin', mobileNumber: '9000000001', password: 'admin-demo-2025', location: 'New Delhi, Delhi', tier: 'free', isAdmin: true },
  { key: 'priya', role: 'Free buyer', name: 'Priya Sharma', mobileNumber: '9000000002', password: DEMO_PASSWORD, location: 'Jaipur, Rajasthan', tier: 'free', isAdmin: false },
  { key: 'rahul', role: 'Basic seller', name: 'Rahul Verma', mobileNumber: '9000000003', password: DEMO_PASSWORD, location: 'Mumbai, Maharashtra', tier: 'basic', isAdmin: false },
  { key: 'ananya', role: 'Premium seller', name: 'Ananya Iyer', mobileNumber: '9000000004', password: DEMO_PASSWORD, location: 'Bengaluru, Karnataka', tier: 'premium', isAdmin: false },
];
