import type { ListingEvent } from '../../domain/listing-lifecycle';

/**
 * The Catalog's integration events are the listing streams' own events, read from the event store by
 * other contexts' durable consumers (decisions/0064, 0068). A stream is `listing-<id>`
 * (`streamNumber(event)` gives the id); the types are stored and never renamed.
 */
export type ListingStreamEvent = ListingEvent;

export type ListingStreamEventType = ListingStreamEvent['type'];

/** The data an event of `type` carries. */
export type ListingEventData<T extends ListingStreamEventType> = Extract<ListingStreamEvent, { type: T }>['data'];

/** The listing is sold (`by` the seller or an admin): its offers are over. */
export const LISTING_MARKED_SOLD = 'ListingMarkedSold' satisfies ListingStreamEventType;

/** The listing is deleted (`by` the seller or an admin). */
export const LISTING_DELETED = 'ListingDeleted' satisfies ListingStreamEventType;

/** The reservation an accepted offer (`offerId`) held ended without a sale; `by` is null when it was undone. */
export const LISTING_RESERVATION_RELEASED = 'ListingReservationReleased' satisfies ListingStreamEventType;

/**
 * The events that change what the review queue shows of a listing: it was submitted or resubmitted,
 * claimed or released, flagged, decided, sold or deleted (Moderation tells the admins' screens).
 */
export const REVIEW_QUEUE_EVENT_TYPES = [
  'ListingSubmitted',
  'ListingResubmitted',
  'ListingResubmittedForReview',
  'ListingApproved',
  'ListingRejected',
  'ListingFlagged',
  'ListingFlagsCleared',
  'ListingClaimed',
  'ListingClaimReleased',
  'ListingMarkedSold',
  'ListingDeleted',
] as const satisfies readonly ListingStreamEventType[];

/** The moderators hid the listing (`by` an admin, with the `reason` the seller is shown; decisions/0083). */
export const LISTING_HIDDEN = 'ListingHidden' satisfies ListingStreamEventType;
