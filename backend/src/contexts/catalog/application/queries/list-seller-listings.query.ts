import { Query } from '@nestjs/cqrs';
import type { CoinView } from '../coin-view';

/**
 * A seller's approved listings (sold ones included), newest first. Anyone without an approved
 * listing — a buyer, an admin, an unknown id — has none, so the answer is an empty list.
 */
export class ListSellerListingsQuery extends Query<CoinView[]> {
  constructor(readonly sellerId: number) {
    super();
  }
}
