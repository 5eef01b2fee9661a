import type { components } from '@/api/schema';

export type AdminUser = components['schemas']['UserDto'];

/** A listing as admins see it (every status, with the rejection reason). */
export type AdminCoin = components['schemas']['CoinDto'];

/** One event of a listing's moderation stream. */
export type ListingEvent = components['schemas']['ListingHistoryEntryDto'];

/** The admin's edit of a listing (spec §7): every field; year, metal and picture may be emptied (null). */
export type AdminCoinChanges = Omit<components['schemas']['AdminEditCoinDto'], 'price'> & { price: number };
