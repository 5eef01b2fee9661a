import { Query } from '@nestjs/cqrs';

export interface ListingHistoryEntry {
  version: number;
  type: string;
  occurredAt: string;
  actor: { id: number; name: string } | null;
  data: Record<string, unknown>;
}

/** A listing's moderation stream, oldest first: the audit trail admins read. */
export class GetListingHistoryQuery extends Query<ListingHistoryEntry[]> {
  constructor(readonly listingId: number) {
    super();
  }
}
