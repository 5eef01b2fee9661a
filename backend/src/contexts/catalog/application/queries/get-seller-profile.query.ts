import { Query } from '@nestjs/cqrs';
import type { SellerView } from '../coin-view';

/** A seller's public profile: who they are, since when, and how many of their listings are live or sold. */
export interface SellerProfileView extends SellerView {
  liveListingCount: number;
  soldListingCount: number;
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
