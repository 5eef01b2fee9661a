import { Query } from '@nestjs/cqrs';
import type { CoinView } from '../coin-view';

/** One listing as `viewerId` may see it; 404 when it is not theirs to see. */
export class GetListingQuery extends Query<CoinView> {
  constructor(
    readonly listingId: number,
    readonly viewerId: number | null,
  ) {
    super();
  }
}
