import type { CatalogueRef } from '../domain/catalogue-refs';
import type { Category, Condition, Metal } from '../domain/catalog-values';
import type { Certification } from '../domain/certification';
import type { Era } from '../domain/coin-era';
import type { CoinPhoto } from '../domain/coin-photo';
import type { ListingStatus } from '../domain/listing-status';
import type { RejectionReasonCode } from '../domain/rejection-reasons';

export type { CatalogueRef, Certification, Era, ListingStatus, RejectionReasonCode };

/** A photo as the API shows it: the row's photo and its sized copies as srcsets (decisions/0075). */
export interface CoinImageView extends CoinPhoto {
  /** WebP copies, e.g. "…-320w.webp 320w, …-640w.webp 640w, …". */
  srcset: string;
  /** The same copies in JPEG. */
  jpegSrcset: string;
}

export interface SellerView {
  id: number;
  name: string;
  location: string | null;
  createdAt: string;
  /** Identity's "Phone verified" badge (decisions/0077). */
  phoneVerified: boolean;
  /** Stars from deals, one decimal; null before the first rating (Reviews, decisions/0081). */
  averageRating: number | null;
  reviewCount: number;
  completedDeals: number;
  /** Reviews' computed "Verified seller" badge. */
  verifiedSeller: boolean;
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
  /** The cover photo's URL: images[0].url (spec.md). */
  imageUrl: string | null;
  /** Its photos in the seller's order, the first being the cover. */
  images: CoinImageView[];
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
  /**
   * Out of public sight (decisions/0083): hidden by the moderators or its seller is suspended. Only its
   * seller and admins ever see a hidden listing.
   */
  isHidden: boolean;
  /** Why the moderators hid it ("Hidden by the moderators: …"); null when not hidden by them. */
  hiddenReason: string | null;
  /** Its seller is suspended (hidden until the suspension ends or is lifted). */
  sellerSuspended: boolean;
  commentCount: number;
  createdAt: string;
  updatedAt: string;
  seller: SellerView;
  // Which coin it is (issue 13): always present, null / [] / false when not given.
  denomination: string | null;
  issuer: string | null;
  ruler: string | null;
  mint: string | null;
  /** The era `year` is written in: null without a year, AD when it was given without one. */
  era: Era | null;
  /** `year` in AD, from its first whole number and its era; null when it cannot be told. */
  yearAd: number | null;
  catalogueRefs: CatalogueRef[];
  weightGrams: number | null;
  diameterMm: number | null;
  shape: string | null;
  edge: string | null;
  /** Sheldon scale, and its label as collectors write it ("VF-30"). */
  grade: number | null;
  gradeLabel: string | null;
  certification: Certification | null;
  isCertified: boolean;
  /** The seller confirmed it is genuine (not a replica, restrike or fantasy piece). */
  genuineConfirmed: boolean;
  /** More than 100 years old (yearAd): an antiquity under India's Antiquities and Art Treasures Act, 1972. */
  isAntiquity: boolean;
  /** Whether the signed-in viewer watches it: on one listing's page (GET /api/coins/{id}) and the watchlist only. */
  isWatched?: boolean;
}

/** The identity part of CoinView (issue 13). */
export type CoinIdentityView = Pick<
  CoinView,
  | 'denomination' | 'issuer' | 'ruler' | 'mint' | 'era' | 'yearAd' | 'catalogueRefs' | 'weightGrams' | 'diameterMm' | 'shape' | 'edge' | 'grade' | 'gradeLabel'
  | 'certification' | 'isCertified' | 'genuineConfirmed' | 'isAntiquity'
>;

export interface CommentView {
  id: number;
  coinId: number;
  userId: number;
  content: string;
  createdAt: string;
  user: { id: number; name: string };
}
