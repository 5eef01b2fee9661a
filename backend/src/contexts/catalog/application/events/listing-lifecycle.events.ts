/** Integration events the Catalog publishes after a listing's lifecycle command commits (Offers reacts to them). */
export class ListingMarkedSoldEvent {
  constructor(readonly listingId: number) {}
}

export class ListingDeletedEvent {
  constructor(readonly listingId: number) {}
}

/** An accepted offer (`offerId`) now holds the listing: its other pending offers are to be rejected. */
export class ListingReservedEvent {
  constructor(
    readonly listingId: number,
    readonly offerId: number,
  ) {}
}

/** The reservation for `offerId` ended without a sale (released by the seller, or undone). */
export class ListingReservationReleasedEvent {
  constructor(
    readonly listingId: number,
    readonly offerId: number,
    /** Who released it; null when it was undone because the offer could not be accepted after all. */
    readonly by: number | null,
  ) {}
}
