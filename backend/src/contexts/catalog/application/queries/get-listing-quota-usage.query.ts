import { Query } from '@nestjs/cqrs';

/** How many of this month's listings a seller has used (decisions/0012): what Identity shows as `coinsListedThisMonth`. */
export interface ListingQuotaUsage {
  sellerId: number;
  /** The quota month, India time, e.g. "2026-11". */
  month: string;
  /** When the month's count started from 0: its 1st at midnight, India time (ISO 8601). */
  monthStartedAt: string;
  /** Listings created this month, each counting once whatever became of it; 0 when none. */
  used: number;
}

/** One answer per seller asked, for the quota month of `at` (now by default). */
export class GetListingQuotaUsageQuery extends Query<ListingQuotaUsage[]> {
  constructor(
    readonly sellerIds: readonly number[],
    readonly at: Date = new Date(),
  ) {
    super();
  }
}
