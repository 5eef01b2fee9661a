import type { CoinIdentity } from '@/api/coin-identity';
import type { components } from '@/api/schema';
import type { IdentityPayload } from '@/components/coin/identity/identity-form-values';

export type AdminUser = components['schemas']['UserDto'];

/** A listing as admins see it (every status, with the rejection reason), with its identity (issue 13). */
export type AdminCoin = components['schemas']['CoinDto'] & Partial<CoinIdentity>;

/** One event of a listing's moderation stream. */
export type ListingEvent = components['schemas']['ListingHistoryEntryDto'];

/**
 * The admin's edit of a listing (spec §7): every field; year, metal and picture may be emptied (null).
 * With the identity, grade and certification as JSON (issue 13), each null when not given.
 */
export type AdminCoinChanges = Omit<components['schemas']['AdminEditCoinDto'], 'price'> & { price: number } & Partial<IdentityPayload>;
