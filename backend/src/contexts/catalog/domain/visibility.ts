import type { Principal } from '../../../platform/kernel/principal';

/** What decides who may see a listing (decisions.md "Listings and moderation"). */
export interface ListingVisibilityFacts {
  sellerId: number;
  isApproved: boolean;
  isDeleted: boolean;
}


/** Approved listings are public (sold ones too); pending and rejected ones only for their seller and admins; deleted ones for nobody. */
export function canView(listing: ListingVisibilityFacts, viewer: Principal | null): boolean {
  if (listing.isDeleted) return false;
  if (listing.isApproved) return true;
  return viewer !== null && (viewer.isAdmin || viewer.userId === listing.sellerId);
}

/** The rejection reason is for the seller and admins only. */
export function canSeeModerationNotes(listing: Pick<ListingVisibilityFacts, 'sellerId'>, viewer: Principal | null): boolean {
  return viewer !== null && (viewer.isAdmin || viewer.userId === listing.sellerId);
}
