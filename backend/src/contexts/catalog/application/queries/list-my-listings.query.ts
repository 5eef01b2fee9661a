import { Query } from '@nestjs/cqrs';
import type { Principal } from '../../../../platform/kernel/principal';
import type { MyListingView } from '../my-listing-view';

/** A seller's own listings, newest first: pending, rejected and sold included, deleted ones not; each with its number of watchers. */
export class ListMyListingsQuery extends Query<MyListingView[]> {
  constructor(readonly seller: Principal) {
    super();
  }
}
