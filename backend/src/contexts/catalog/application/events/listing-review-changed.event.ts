/**
 * Published after a command changed what the review queue shows of a listing: it was submitted or
 * resubmitted, claimed or released, flagged, decided, sold or deleted (Moderation tells the admins).
 */
export class ListingReviewChangedEvent {
  constructor(readonly listingId: number) {}
}
