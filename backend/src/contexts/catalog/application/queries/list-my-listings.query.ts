import { Query } from '@nestjs/cqrs';
import type { CoinView } from '../coin-view';

/** A seller's own listings, newest first: pending, rejected and sold included, deleted ones not. */
export class ListMyListingsQuery extends Query<CoinView[]> {
  constructor(readonly sellerId: number) {
    super();
  }
}
