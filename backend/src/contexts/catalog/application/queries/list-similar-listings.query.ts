import { Query } from '@nestjs/cqrs';
import type { CoinView } from '../coin-view';

/** How many similar listings a coin page shows. */
export const SIMILAR_LISTINGS_LIMIT = 6;

/**
 * Up to six live listings like a public one (sold or not): approved, unsold, undeleted, never the
 * listing itself, sharing its category or metal; those of the same category first, then the same
 * metal, then the nearest price. 404 when the listing is missing or not public.
 */
export class ListSimilarListingsQuery extends Query<CoinView[]> {
  constructor(readonly listingId: number) {
    super();
  }
}
