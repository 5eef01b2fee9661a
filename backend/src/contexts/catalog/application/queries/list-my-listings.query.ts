import { Query } from '@nestjs/cqrs';
import type { Principal } from '../../../../platform/kernel/principal';
import type { CoinView } from '../coin-view';

/** A seller's own listings, newest first: pending, rejected and sold included, deleted ones not. */
export class ListMyListingsQuery extends Query<CoinView[]> {
  constructor(readonly seller: Principal) {
    super();
  }
}
