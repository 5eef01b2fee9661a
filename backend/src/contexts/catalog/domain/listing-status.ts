/** Where a listing stands in review: the one definition the row, the views and the lifecycle share. */
export const LISTING_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ListingStatus = (typeof LISTING_STATUSES)[number];
