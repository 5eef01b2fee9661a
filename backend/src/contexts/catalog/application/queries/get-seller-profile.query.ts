import { Query } from '@nestjs/cqrs';
import type { SellerView } from '../coin-view';

/** A seller's public profile: who they are, since when, their standing, how fast they answer, and how many of their listings are live or sold. */
export interface SellerProfileView extends SellerView {
  liveListingCount: number;
  soldListingCount: number;
  /** The median time they take to answer a turn in chat over the last 90 days (Messaging); null when they answered none. */
  medianResponseSeconds: number | null;
}

/**
 * Only a user who has had a listing approved is a seller with a public profile; for anyone else
 * (buyers, admins, unknown ids) the answer is 404 "Seller not found" (decisions/0033).
 */
export class GetSellerProfileQuery extends Query<SellerProfileView> {
  constructor(readonly sellerId: number) {
    super();
  }
}
