/**
 * A listing's photos (issue 13, decisions/0075): 1-8 per listing in the seller's order, the first
 * being the cover (`imageUrl`). The form asks for the obverse and the reverse first.
 */
export const PHOTO_ROLES = ['obverse', 'reverse', 'edge', 'other'] as const;
export type PhotoRole = (typeof PHOTO_ROLES)[number];

/** At most this many photos per listing, spec.md's `image` and the `images` files together. */
export const MAX_PHOTOS = 8;

export const isPhotoRole = (value: unknown): value is PhotoRole => typeof value === 'string' && (PHOTO_ROLES as readonly string[]).includes(value);

/** One photo as the listing's row keeps it (`coins.images`). */
export interface CoinPhoto {
  /** A random UUID of its own, unique within the listing. */
  id: string;
  role: PhotoRole;
  /** The full-size picture (at most 2048 px on its long edge), named as ListingPictures stores it. */
  url: string;
  /** Its pixel size; null only for a picture stored before sizes were measured, until the backfill runs. */
  width: number | null;
  height: number | null;
}
