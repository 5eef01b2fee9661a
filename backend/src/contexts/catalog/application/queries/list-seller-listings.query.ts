import { Query } from '@nestjs/cqrs';
import type { CoinView, SellerView } from '../coin-view';

export interface SellerListings {
  seller: SellerView;
  listings: CoinView[];
}

/** A seller's public page: who they are and their approved listings (sold ones included). */
export class ListSellerListingsQuery extends Query<SellerListings> {
  constructor(readonly sellerId: number) {
    super();
  }
}
