import type { User } from '@/features/identity/types';

/** Users on a paid plan (Basic or Premium) may list coins, so Sell is their header's main action. */
export const isSeller = (user: User | null | undefined): user is User => !!user && user.subscriptionTier !== 'free';
