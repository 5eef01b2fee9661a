import type { Category, Condition, Metal } from '../domain/catalog-values';
import type { ListingStatus } from '../domain/listing-status';
import type { RejectionReasonCode } from '../domain/rejection-reasons';

export type { ListingStatus, RejectionReasonCode };

export interface SellerView {
  id: number;
  name: string;
  location: string | null;
  createdAt: string;
}

/** A listing as the API shows it. The rejection's reason, code and note are null unless the viewer is its seller or an admin. */
export interface CoinView {
  id: number;
  title: string;
  description: string;
  price: number;
  category: Category;
  condition: Condition;
  metal: Metal | null;
  year: string | null;
  imageUrl: string | null;
  location: string;
  sellerId: number;
  isApproved: boolean;
  isSold: boolean;
  /** An offer on it was accepted: it takes no new offers until the seller sells or releases it. */
  isReserved: boolean;
  status: ListingStatus;
  rejectionReason: string | null;
  /** The catalogue's reason (decisions/0063), for the seller's screens to say in their language; null for free text. */
  rejectionReasonCode: RejectionReasonCode | null;
  rejectionNote: string | null;
  commentCount: number;
  createdAt: string;
  updatedAt: string;
  seller: SellerView;
  /** Whether the signed-in viewer watches it: on one listing's page (GET /api/coins/{id}) and the watchlist only. */
  isWatched?: boolean;
}

export interface CommentView {
  id: number;
  coinId: number;
  userId: number;
  content: string;
  createdAt: string;
  user: { id: number; name: string };
}
