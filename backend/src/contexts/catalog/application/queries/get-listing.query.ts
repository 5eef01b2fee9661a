import { Query } from '@nestjs/cqrs';
import type { Principal } from '../../../../platform/kernel/principal';
import type { CoinView } from '../coin-view';

/** One listing as `viewer` (null: a visitor) may see it; 404 when it is not theirs to see. */
export class GetListingQuery extends Query<CoinView> {
  constructor(
    readonly listingId: number,
    readonly viewer: Principal | null,
  ) {
    super();
  }
}
