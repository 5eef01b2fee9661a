import type { SubscriptionTier } from '../platform/kernel/subscription-tier';

export interface DemoAccount {
  role: string;
  name: string;
  mobileNumber: string;
  password: string;
  location: string;
  tier: SubscriptionTier;
  isAdmin: boolean;
}

/** Seeded on an empty database (unless SEED_DEMO=false) and printed at start-up; README lists them too. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { role: 'Admin', name: 'Sikka Admin', mobileNumber: '9000000001', password: 'admin-demo-2025', location: 'New Delhi, Delhi', tier: 'free', isAdmin: true },
  { role: 'Free buyer', name: 'Priya Sharma', mobileNumber: '9000000002', password: 'demo-pass-2025', location: 'Jaipur, Rajasthan', tier: 'free', isAdmin: false },
  { role: 'Basic seller', name: 'Rahul Verma', mobileNumber: '9000000003', password: 'demo-pass-2025', location: 'Mumbai, Maharashtra', tier: 'basic', isAdmin: false },
  { role: 'Premium seller', name: 'Ananya Iyer', mobileNumber: '9000000004', password: 'demo-pass-2025', location: 'Bengaluru, Karnataka', tier: 'premium', isAdmin: false },
];
