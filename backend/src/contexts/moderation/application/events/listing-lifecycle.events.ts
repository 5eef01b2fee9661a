/** Integration events published after commit for other contexts (offers, messaging, sockets). */
export class ListingApprovedEvent {
  constructor(readonly listingId: number) {}
}

export class ListingRejectedEvent {
  constructor(
    readonly listingId: number,
    readonly reason: string | null,
  ) {}
}

export class ListingMarkedSoldEvent {
  constructor(readonly listingId: number) {}
}

export class ListingDeletedEvent {
  constructor(readonly listingId: number) {}
}
