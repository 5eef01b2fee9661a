import { Query } from '@nestjs/cqrs';

/** One stored event of a listing's stream, as other contexts may read it. */
export interface ListingEventView {
  /** Position in the listing's stream, from 1. */
  version: number;
  type: string;
  occurredAt: string;
  data: Record<string, unknown>;
}

/** Every event of a listing's stream `listing-<id>`, oldest first (Moderation shows it as the history); 404 for an unknown listing. */
export class GetListingEventsQuery extends Query<ListingEventView[]> {
  constructor(readonly listingId: number) {
    super();
  }
}
