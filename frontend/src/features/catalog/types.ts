import type { components } from '@/api/schema';

/** A listing as the API shows it; `rejectionReason` only reaches its seller and admins. */
export type Coin = components['schemas']['CoinDto'];

/** The seller as listings describe them. */
export type Seller = components['schemas']['SellerDto'];

/** A seller's public page: who they are and their approved listings. */
export type SellerListings = components['schemas']['SellerListingsDto'];
