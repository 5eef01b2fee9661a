import { Query } from '@nestjs/cqrs';
import type { Principal } from '../../../../platform/kernel/principal';
import type { WatchedCoinView } from '../watched-coin-view';

/**
 * The viewer's watched listings, newest watched first: live and sold ones (sold shown as sold);
 * deleted ones are left out, and so are those back in review until approved again.
 */
export class ListWatchlistQuery extends Query<WatchedCoinView[]> {
  constructor(
    readonly viewer: Principal,
    readonly limit: number,
    readonly offset: number,
  ) {
    super();
  }
}
