import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { GetReputationsQuery } from '../../reviews/application/queries/get-reputations.query';
import { GetUserSummariesQuery, UserSummary } from '../../identity/application/queries/get-user-summaries.query';
import type { Principal } from '../../../platform/kernel/principal';
import { yearInIndia } from '../domain/coin-era';
import { canSeeModerationNotes } from '../domain/visibility';
import type { CoinIdentityView, CoinView, SellerView } from '../application/coin-view';
import { BrowseCoinLine, browseCoinsJson } from './browse-coin-lines';
import type { CoinRecord } from './coin-record';
import { identityOfRow } from './identity-columns';
import { RecentSellerFaces } from './recent-seller-faces';
import { computedIdentity, imageView, NO_STANDING, unknownSeller } from './shown-coin-parts';

/** Turns stored listings into API views, asking Identity and Reviews (one batched query each) for the sellers' public faces. */
@Injectable()
export class CoinViews {
  private readonly recentSellers = new RecentSellerFaces();

  constructor(private readonly queries: QueryBus) {}

  async many(records: CoinRecord[], viewer: Principal | null): Promise<CoinView[]> {
    return this.withSellers(records, await this.sellers(records.map((record) => record.sellerId)), viewer);
  }

  /**
   * A browse or search page's coins as a visitor sees them, as JSON text (decisions/0091), with
   * sellers' faces this process read within the last second (as old as a cached first page may be;
   * decisions/0087).
   */
  async browseJson(lines: BrowseCoinLine[]): Promise<string> {
    const sellers = await this.recentSellers.of(
      lines.map((line) => line.computedFrom.sellerId),
      (ids) => this.sellers(ids),
    );
    return browseCoinsJson(lines, sellers, yearInIndia(new Date()));
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
    return records.map((record) => this.view(record, sellers.get(record.sellerId) ?? unknownSeller(record.sellerId), viewer, currentYear));
  }

  private moderationNotes(record: CoinRecord, viewer: Principal | null): Pick<CoinView, 'rejectionReason' | 'rejectionReasonCode' | 'rejectionNote'> {
    if (!canSeeModerationNotes(record, viewer)) return { rejectionReason: null, rejectionReasonCode: null, rejectionNote: null };
    return { rejectionReason: record.rejectionReason, rejectionReasonCode: record.rejectionReasonCode, rejectionNote: record.rejectionNote };
  }

  /** Which coin it is, with what is computed from it. */
  private identity(record: CoinRecord, currentYear: number): CoinIdentityView {
    return { ...identityOfRow(record), yearAd: record.yearAd, ...computedIdentity(record, currentYear) };
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
