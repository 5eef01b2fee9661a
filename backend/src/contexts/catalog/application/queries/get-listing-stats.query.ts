import { Query } from '@nestjs/cqrs';

/** Counts of listings that are not deleted, for the admin overview. */
export interface ListingStats {
  total: number;
  approved: number;
  pending: number;
  rejected: number;
  sold: number;
}

export class GetListingStatsQuery extends Query<ListingStats> {}
