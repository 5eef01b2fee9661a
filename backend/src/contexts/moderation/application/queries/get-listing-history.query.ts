import { Query } from '@nestjs/cqrs';

export interface ListingHistoryEntry {
  version: number;
  type: string;
  occurredAt: string;
  actor: { id: number; name: string } | null;
  data: Record<string, unknown>;
}

/** A listing's history, oldest first: every event of its stream (read through the Catalog) with who acted; the audit trail admins read. */
export class GetListingHistoryQuery extends Query<ListingHistoryEntry[]> {
  constructor(readonly listingId: number) {
    super();
  }
}
