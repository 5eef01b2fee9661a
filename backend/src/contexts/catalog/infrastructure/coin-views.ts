import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { GetReputationsQuery } from '../../reviews/application/queries/get-reputations.query';
import { GetUserSummariesQuery, UserSummary } from '../../identity/application/queries/get-user-summaries.query';
import type { Principal } from '../../../platform/kernel/principal';
import { effectiveEra, isAntiquity, yearInIndia } from '../domain/coin-era';
import type { CoinPhoto } from '../domain/coin-photo';
import { pictureSrcsets } from '../domain/picture-sizes';
import { gradeLabel } from '../domain/sheldon-grade';
import { canSeeModerationNotes } from '../domain/visibility';
import type { CoinIdentityView, CoinImageView, CoinView, SellerView } from '../application/coin-view';
import type { CoinRecord } from './coin-record';
import { identityOfRow } from './identity-columns';
import { RecentSellerFaces } from './recent-seller-faces';

/** A stored photo as the API shows it, with its sized copies as srcsets (decisions/0075). */
export const imageView = (photo: CoinPhoto): CoinImageView => ({
  id: photo.id,
  role: photo.role,
  url: photo.url,
  width: photo.width,
  height: photo.height,
  ...pictureSrcsets(photo.url, photo.width),
});

const NO_STANDING = { averageRating: null, reviewCount: 0, completedDeals: 0, verifiedSeller: false };
const UNKNOWN_SELLER = (id: number): SellerView => ({ id, name: '', location: null, createdAt: new Date(0).toISOString(), phoneVerified: false, ...NO_STANDING });

/** Turns stored listings into API views, asking Identity and Reviews (one batched query each) for the sellers' public faces. */
@Injectable()
export class CoinViews {
  private readonly recentSellers = new RecentSellerFaces();

  constructor(private readonly queries: QueryBus) {}

  async many(records: CoinRecord[], viewer: Principal | null): Promise<CoinView[]> {
    return this.withSellers(records, await this.sellers(records.map((record) => record.sellerId)), viewer);
  }

  /**
   * A browse or search page as a visitor sees it, with sellers' faces this process read within the
   * last second (as old as a cached first page may be; decisions/0087).
   */
  async manyForBrowse(records: CoinRecord[]): Promise<CoinView[]> {
    const sellers = await this.recentSellers.of(
      records.map((record) => record.sellerId),
      (ids) => this.sellers(ids),
    );
    return this.withSellers(records, sellers, null);
  }

  async one(record: CoinRecord, viewer: Principal | null): Promise<CoinView> {
    const [view] = await this.many([record], viewer);
    return view;
  }

  /** The sellers' public faces from Identity, with their standing from Reviews (stars, deals, Verified seller). */
  async sellers(ids: number[]): Promise<Map<number, SellerView>> {
    if (ids.length === 0) return new Map();
    const summaries: UserSummary[] = await this.queries.execute(new GetUserSummariesQuery(ids));
    const reputations = await this.queries.execute(new GetReputationsQuery(ids, summaries));
    const standing = new Map(reputations.map(({ userId, ...rest }) => [userId, rest]));
    // The public face only: a suspension is the moderators' business (a suspended seller's listings are hidden anyway).
    return new Map(
      summaries.map(({ id, name, location, createdAt, phoneVerified }) => [id, { id, name, location, createdAt, phoneVerified, ...(standing.get(id) ?? NO_STANDING) }]),
    );
  }

  private withSellers(records: CoinRecord[], sellers: Map<number, SellerView>, viewer: Principal | null): CoinView[] {
    const currentYear = yearInIndia(new Date());
    return records.map((record) => this.view(record, sellers.get(record.sellerId) ?? UNKNOWN_SELLER(record.sellerId), viewer, currentYear));
  }

  private moderationNotes(record: CoinRecord, viewer: Principal | null): Pick<CoinView, 'rejectionReason' | 'rejectionReasonCode' | 'rejectionNote'> {
    if (!canSeeModerationNotes(record, viewer)) return { rejectionReason: null, rejectionReasonCode: null, rejectionNote: null };
    return { rejectionReason: record.rejectionReason, rejectionReasonCode: record.rejectionReasonCode, rejectionNote: record.rejectionNote };
  }

  /** Which coin it is, with what is computed from it. */
  private identity(record: CoinRecord, currentYear: number): CoinIdentityView {
    const identity = identityOfRow(record);
    return {
      ...identity,
      era: effectiveEra(record.year, identity.era),
      yearAd: record.yearAd,
      gradeLabel: gradeLabel(identity.grade),
      isCertified: identity.certification !== null,
      isAntiquity: isAntiquity(record.yearAd, currentYear),
    };
  }

  private view(record: CoinRecord, seller: SellerView, viewer: Principal | null, currentYear: number): CoinView {
    return {
      id: record.id,
      title: record.title,
      description: record.description,
      price: record.price,
      category: record.category,
      condition: record.condition,
      metal: record.metal,
      year: record.year,
      imageUrl: record.imageUrl,
      images: record.images.map(imageView),
      location: record.location,
      sellerId: record.sellerId,
      isApproved: record.isApproved,
      isSold: record.isSold,
      isReserved: record.isReserved,
      status: record.status,
      ...this.moderationNotes(record, viewer),
      isHidden: record.hiddenReason !== null || record.sellerSuspended,
      hiddenReason: canSeeModerationNotes(record, viewer) ? record.hiddenReason : null,
      sellerSuspended: record.sellerSuspended,
      commentCount: record.commentCount,
      createdAt: new Date(record.createdAt).toISOString(),
      updatedAt: new Date(record.updatedAt).toISOString(),
      seller,
      ...this.identity(record, currentYear),
    };
  }
}
