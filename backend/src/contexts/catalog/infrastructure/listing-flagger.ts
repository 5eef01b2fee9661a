import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { Metrics } from '../../../platform/observability/metrics';
import { GetUserSummariesQuery } from '../../identity/application/queries/get-user-summaries.query';
import type { Category, Metal } from '../domain/catalog-values';
import { duplicatePhotoFlag, genuineNotConfirmedFlag, ListingFlag } from '../domain/listing-flags';
import { priceOutlier } from '../domain/price-outlier';
import { textFlags } from '../domain/text-flags';
import { PictureHashes } from './picture-hashes.store';
import { SimilarListingPrices } from './similar-prices';

/** What the flags of a listing are computed from: its content as it will be after the command. */
export interface FlaggableListing {
  listingId: number;
  sellerId: number;
  title: string;
  description: string;
  price: number;
  category: Category;
  metal: Metal | null;
  /** The perceptual hash of its picture; null without one (or without detail). */
  pictureHash: string | null;
  /** The seller confirmed the coin is genuine (decisions/0072). */
  genuineConfirmed: boolean;
}

/** The fields the flags depend on: an edit that changes none of them keeps the listing's flags. */
export const FLAGGED_FIELDS: readonly string[] = ['title', 'description', 'price', 'category', 'metal', 'imageUrl', 'genuineConfirmed'];

/**
 * Computes a listing's flags before its submission or edit is appended (decisions/0063): the text
 * rules, the nearest photo of another seller found through the hash bands, the median price of
 * similar approved listings, and whether the seller confirmed the coin is genuine (decisions/0072).
 * Read-only; the Catalog appends the flags with the command's events.
 */
@Injectable()
export class ListingFlagger {
  constructor(
    private readonly hashes: PictureHashes,
    private readonly prices: SimilarListingPrices,
    private readonly queries: QueryBus,
    private readonly metrics: Metrics,
  ) {}

  async flagsFor(listing: FlaggableListing): Promise<ListingFlag[]> {
    const stop = this.metrics.listingFlagsDuration.startTimer();
    try {
      const [photo, price] = await Promise.all([this.duplicatePhoto(listing), this.prices.of(listing.category, listing.metal, listing.listingId)]);
      const outlier = priceOutlier(listing.price, price);
      const unconfirmed = listing.genuineConfirmed ? [] : [genuineNotConfirmedFlag()];
      return [...textFlags(listing.title, listing.description), ...(photo ? [photo] : []), ...(outlier ? [outlier] : []), ...unconfirmed];
    } finally {
      stop();
    }
  }

  private async duplicatePhoto({ pictureHash, sellerId }: FlaggableListing): Promise<ListingFlag | null> {
    if (!pictureHash) return null;
    const nearest = await this.hashes.nearestOfOtherSellers(pictureHash, sellerId);
    if (!nearest) return null;
    const [seller] = await this.queries.execute(new GetUserSummariesQuery([nearest.sellerId]));
    return duplicatePhotoFlag({ coinId: nearest.listingId, sellerId: nearest.sellerId, sellerName: seller?.name ?? '', distance: nearest.distance });
  }
}
