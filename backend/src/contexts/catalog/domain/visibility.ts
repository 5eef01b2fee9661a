import type { Principal } from '../../../platform/kernel/principal';

/** What decides who may see a listing (decisions.md "Listings and moderation"). */
export interface ListingVisibilityFacts {
  sellerId: number;
  isApproved: boolean;
  isDeleted: boolean;
  /**
   * Out of public sight (decisions/0083): hidden by the moderators, or its seller is suspended. Absent
   * is not hidden (older callers' facts); every read path of the Catalog passes it.
   */
  isHidden?: boolean;
}


/**
 * Approved listings are public (sold ones too); pending, rejected and hidden ones (decisions/0083) only
 * for their seller and admins; deleted ones for nobody.
 */
export function canView(listing: ListingVisibilityFacts, viewer: Principal | null): boolean {
  if (listing.isDeleted) return false;
  if (listing.isApproved && !listing.isHidden) return true;
  return viewer !== null && (viewer.isAdmin || viewer.userId === listing.sellerId);
}

/** The rejection reason is for the seller and admins only. */
export function canSeeModerationNotes(listing: Pick<ListingVisibilityFacts, 'sellerId'>, viewer: Principal | null): boolean {
  return viewer !== null && (viewer.isAdmin || viewer.userId === listing.sellerId);
}
