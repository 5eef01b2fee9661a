import type { CoinIdentity } from '@/api/coin-identity';
import type { components } from '@/api/schema';

/**
 * A listing as the API shows it; `rejectionReason` only reaches its seller and admins. With the coin's
 * identity, grade and certification (issue 13), typed in api/coin-identity.ts until schema.d.ts has them:
 * optional here, so the lists other features read as coins still fit; once CoinDto has the keys, they
 * are required through it.
 */
export type Coin = components['schemas']['CoinDto'] & Partial<CoinIdentity>;

/** The seller as listings describe them. */
export type Seller = components['schemas']['SellerDto'];

/** A seller's public profile: the seller as listings show them, with their live and sold listing counts. */
export type SellerProfile = components['schemas']['SellerProfileDto'];
