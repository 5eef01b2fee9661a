import type { components } from '@/api/schema';

export type ProfileUser = components['schemas']['UserDto'];

/** One of the user's listings (GET /api/user/coins). */
export type Listing = components['schemas']['CoinDto'];
