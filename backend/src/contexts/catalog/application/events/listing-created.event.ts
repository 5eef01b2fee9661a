/** Published after a new listing is committed. */
export class ListingCreatedEvent {
  constructor(
    readonly listingId: number,
    readonly sellerId: number,
    readonly createdAt: Date,
  ) {}
}
