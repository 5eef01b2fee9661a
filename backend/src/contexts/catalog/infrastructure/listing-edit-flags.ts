import { Injectable } from '@nestjs/common';
import type { ListingFlag } from '../domain/listing-flags';
import type { CoinEntity } from './coin.entity';
import { FLAGGED_FIELDS, ListingFlagger } from './listing-flagger';
import { PictureHashes } from './picture-hashes.store';

/**
 * The flags of a listing after an edit (the seller's or an admin's), or undefined when the edit
 * changes nothing they depend on: its text, price, category, metal, picture or the seller's
 * confirmation that it is genuine.
 */
@Injectable()
export class ListingEditFlags {
  constructor(
    private readonly flagger: ListingFlagger,
    private readonly hashes: PictureHashes,
  ) {}

  /** `newPictureHash` is the hash of the picture the edit sets, when it sets one. */
  async after(current: CoinEntity, changes: Record<string, unknown>, newPictureHash?: string | null): Promise<ListingFlag[] | undefined> {
    if (!Object.keys(changes).some((field) => FLAGGED_FIELDS.includes(field))) return undefined;
    const edited = { ...current, ...changes } as CoinEntity;
    const pictureHash = 'imageUrl' in changes ? (newPictureHash ?? null) : current.imageUrl ? ((await this.hashes.hashOf(current.imageUrl)) ?? null) : null;
    return this.flagger.flagsFor({
      listingId: current.id,
      sellerId: current.sellerId,
      title: edited.title,
      description: edited.description,
      price: edited.price,
      category: edited.category,
      metal: edited.metal,
      pictureHash,
      genuineConfirmed: edited.genuineConfirmed,
    });
  }
}
