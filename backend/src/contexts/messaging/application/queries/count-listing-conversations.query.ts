import { Query } from '@nestjs/cqrs';

/** How many conversations buyers have started about a listing (its popularity, counted by the Catalog). */
export class CountListingConversationsQuery extends Query<number> {
  constructor(readonly listingId: number) {
    super();
  }
}
