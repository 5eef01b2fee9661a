import { Query } from '@nestjs/cqrs';
import type { Principal } from '../../../../platform/kernel/principal';
import type { CoinView, ListingStatus } from '../coin-view';

export interface AdminListingPage {
  coins: CoinView[];
  totalCount: number;
}

/**
 * Undeleted listings for the admin panel, as `admin` sees them (moderation notes included): the
 * review queue (status pending and not sold, oldest first) or all (newest first).
 */
export class ListListingsForAdminQuery extends Query<AdminListingPage> {
  constructor(
    readonly admin: Principal,
    readonly status: ListingStatus | null,
    readonly limit: number,
    readonly offset: number,
  ) {
    super();
  }
}
