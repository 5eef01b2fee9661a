import { Query } from '@nestjs/cqrs';

/** What other contexts (messaging, offers) need to know about listings, deleted ones included. */
export interface ListingSummary {
  id: number;
  sellerId: number;
  title: string;
  price: number;
  imageUrl: string | null;
  isApproved: boolean;
  isSold: boolean;
  isDeleted: boolean;
  isReserved: boolean;
  /** Out of public sight: hidden by the moderators or its seller suspended (decisions/0083). */
  isHidden: boolean;
}

/** Unknown ids are absent from the answer. */
export class GetListingSummariesQuery extends Query<ListingSummary[]> {
  constructor(readonly listingIds: readonly number[]) {
    super();
  }
}
