import { Injectable } from '@nestjs/common';
import type { ListingFlag } from '../domain/listing-flags';
import type { CoinEntity } from './coin.entity';
import { FLAGGED_FIELDS, ListingFlagger } from './listing-flagger';
import { PictureHashes } from './picture-hashes.store';

/**
 * The flags of a listing after an edit (the seller's or an admin's), or undefined when the edit
 * changes nothing they depend on: its text, price, category, metal, photos or the seller's
 * confirmation that it is genuine.
 */
@Injectable()
export class ListingEditFlags {
  constructor(
    private readonly flagger: ListingFlagger,
    private readonly hashes: PictureHashes,
  ) {}

  /** `newHashes`: the hash of each picture the edit adds, by URL; the others' are the ones recorded when they were added. */
  async after(current: CoinEntity, changes: Record<string, unknown>, newHashes: ReadonlyMap<string, string | null> = new Map()): Promise<ListingFlag[] | undefined> {
    if (!Object.keys(changes).some((field) => FLAGGED_FIELDS.includes(field))) return undefined;
    const edited = { ...current, ...changes } as CoinEntity;
    const pictureHashes = await Promise.all(
      edited.images.map(async (photo) => (newHashes.has(photo.url) ? (newHashes.get(photo.url) ?? null) : ((await this.hashes.hashOf(photo.url)) ?? null))),
    );
    return this.flagger.flagsFor({
      listingId: current.id,
      sellerId: current.sellerId,
      title: edited.title,
      description: edited.description,
      price: edited.price,
      category: edited.category,
      metal: edited.metal,
      pictureHashes,
      photoRoles: edited.images.map((photo) => photo.role),
      genuineConfirmed: edited.genuineConfirmed,
    });
  }
}
