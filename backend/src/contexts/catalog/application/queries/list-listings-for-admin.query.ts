import { Query } from '@nestjs/cqrs';
import type { CoinView, ListingStatus } from '../coin-view';

export interface AdminListingPage {
  coins: CoinView[];
  totalCount: number;
}

/** Undeleted listings for the admin panel: the review queue (status pending and not sold, oldest first) or all (newest first). */
export class ListListingsForAdminQuery extends Query<AdminListingPage> {
  constructor(
    readonly status: ListingStatus | null,
    readonly limit: number,
    readonly offset: number,
  ) {
    super();
  }
}
