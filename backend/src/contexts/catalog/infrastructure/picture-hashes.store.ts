import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { bandKeys, DUPLICATE_MAX_DISTANCE, MIN_SHARED_BANDS } from '../domain/picture-hash';

export interface ListingPictureHash {
  listingId: number;
  sellerId: number;
  imageUrl: string;
  /** Null when the picture has too little detail to compare (it is still recorded as looked at). */
  hash: string | null;
}

export interface NearestPicture {
  listingId: number;
  sellerId: number;
  distance: number;
}

const bits = "('x' || ?)::bit(256)";
/** Hex digits of a bit string as PostgreSQL writes it ('0110…'). */
const hexOf = (binary: string): string => binary.replace(/[01]{4}/g, (nibble) => parseInt(nibble, 2).toString(16));
const intArray = (values: number[]): string => `{${values.join(',')}}`;

/**
 * The perceptual hashes of listing pictures (`listing_picture_hashes`) and their band index
 * (`listing_picture_hash_bands`, decisions/0063). A near-identical picture shares at least
 * MIN_SHARED_BANDS of its 16 bands exactly, so candidates come from the bands' primary-key index and
 * only they are compared bit by bit: no scan of all hashes.
 */
@Injectable()
export class PictureHashes {
  constructor(private readonly em: EntityManager) {}

  /** Records a listing's picture and its bands in `tx` (the listing's append), once per listing and picture. */
  async record(tx: EntityManager, picture: ListingPictureHash): Promise<void> {
    const rows: { id: number }[] = await tx.execute(
      `INSERT INTO "listing_picture_hashes" ("listing_id", "seller_id", "image_url", "hash") VALUES (?, ?, ?, ${picture.hash === null ? 'NULL' : bits})
       ON CONFLICT ("listing_id", "image_url") DO NOTHING RETURNING "id"`,
      picture.hash === null ? [picture.listingId, picture.sellerId, picture.imageUrl] : [picture.listingId, picture.sellerId, picture.imageUrl, picture.hash],
    );
    if (!rows.length || picture.hash === null) return;
    await tx.execute(
      'INSERT INTO "listing_picture_hash_bands" ("band_key", "picture_id") SELECT unnest(?::int[]), ? ON CONFLICT DO NOTHING',
      [intArray(bandKeys(picture.hash)), rows[0].id],
    );
  }

  /** The hash recorded for a picture (of any listing); undefined when it was never looked at. */
  async hashOf(imageUrl: string): Promise<string | null | undefined> {
    const rows: { hash: string | null }[] = await this.em
      .getConnection()
      .execute('SELECT "hash"::text AS "hash" FROM "listing_picture_hashes" WHERE "image_url" = ? LIMIT 1', [imageUrl]);
    return rows.length ? (rows[0].hash === null ? null : hexOf(rows[0].hash)) : undefined;
  }

  /** The nearest picture of another seller's listing within the duplicate distance, or null. */
  async nearestOfOtherSellers(hash: string, sellerId: number): Promise<NearestPicture | null> {
    const rows: NearestPicture[] = await this.em.getConnection().execute(
      `SELECT h."listing_id" AS "listingId", h."seller_id" AS "sellerId", bit_count(h."hash" # ${bits})::int AS "distance"
       FROM (SELECT "picture_id" FROM "listing_picture_hash_bands" WHERE "band_key" = ANY(?::int[]) GROUP BY "picture_id" HAVING count(*) >= ?) candidate
       JOIN "listing_picture_hashes" h ON h."id" = candidate."picture_id"
       WHERE h."seller_id" <> ? AND bit_count(h."hash" # ${bits}) <= ?
       ORDER BY "distance", h."id" LIMIT 1`,
      [hash, intArray(bandKeys(hash)), MIN_SHARED_BANDS, sellerId, hash, DUPLICATE_MAX_DISTANCE],
    );
    return rows[0] ?? null;
  }
}
