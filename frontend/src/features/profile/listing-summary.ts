import type { Listing } from './types';

export const RECENT_LISTINGS = 3;

/** Active = approved and not sold; pending = waiting for review; the most recent few for the preview. */
export function summariseListings(listings: Listing[]): { active: number; pending: number; recent: Listing[]; more: boolean } {
  return {
    active: listings.filter((listing) => listing.status === 'approved' && !listing.isSold).length,
    pending: listings.filter((listing) => listing.status === 'pending').length,
    recent: listings.slice(0, RECENT_LISTINGS),
    more: listings.length > RECENT_LISTINGS,
  };
}
