import type { components } from '@/api/schema';

/** A listing as the API shows it; `rejectionReason` only reaches its seller and admins. */
export type Coin = components['schemas']['CoinDto'];

/** The seller as listings describe them. */
export type Seller = components['schemas']['SellerDto'];

/** A seller's public profile: the seller as listings show them, with their live and sold listing counts. */
export type SellerProfile = components['schemas']['SellerProfileDto'];
