import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { Metrics } from '../../../platform/observability/metrics';
import { GetUserSummariesQuery } from '../../identity/application/queries/get-user-summaries.query';
import type { Category, Metal } from '../domain/catalog-values';
import type { PhotoRole } from '../domain/coin-photo';
import { duplicatePhotoFlag, genuineNotConfirmedFlag, ListingFlag, missingFacesFlag } from '../domain/listing-flags';
import { missingFaces } from '../domain/photo-roles';
import { priceOutlier } from '../domain/price-outlier';
import { textFlags } from '../domain/text-flags';
import { NearestPicture, PictureHashes } from './picture-hashes.store';
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
  /** The perceptual hash of each of its photos (null for one without detail). */
  pictureHashes: (string | null)[];
  /** What each of its photos shows, in order (decisions/0075). */
  photoRoles: PhotoRole[];
  /** The seller confirmed the coin is genuine (decisions/0072). */
  genuineConfirmed: boolean;
}

/** The fields the flags depend on: an edit that changes none of them keeps the listing's flags. */
export const FLAGGED_FIELDS: readonly string[] = ['title', 'description', 'price', 'category', 'metal', 'imageUrl', 'images', 'genuineConfirmed'];

/**
 * Computes a listing's flags before its submission or edit is appended (decisions/0063): the text
 * rules, the nearest photo of another seller to any of its photos found through the hash bands, the
 * median price of similar approved listings, whether the seller confirmed the coin is genuine
 * (decisions/0072) and whether its photos show both faces (decisions/0075).
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
      const missing = missingFaces(listing.photoRoles);
      const faces = missing.length ? [missingFacesFlag(missing)] : [];
      return [...textFlags(listing.title, listing.description), ...(photo ? [photo] : []), ...(outlier ? [outlier] : []), ...unconfirmed, ...faces];
    } finally {
      stop();
    }
  }

  /** One flag for the listing: the nearest match of any of its photos (a listing copying several photos of another is one case to look at). */
  private async duplicatePhoto({ pictureHashes, sellerId }: FlaggableListing): Promise<ListingFlag | null> {
    const hashes = [...new Set(pictureHashes.filter((hash): hash is string => hash !== null))];
    const matches = await Promise.all(hashes.map((hash) => this.hashes.nearestOfOtherSellers(hash, sellerId)));
    const nearest = matches.reduce<NearestPicture | null>((best, match) => (match && (!best || match.distance < best.distance) ? match : best), null);
    if (!nearest) return null;
    const [seller] = await this.queries.execute(new GetUserSummariesQuery([nearest.sellerId]));
    return duplicatePhotoFlag({ coinId: nearest.listingId, sellerId: nearest.sellerId, sellerName: seller?.name ?? '', distance: nearest.distance });
  }
}
