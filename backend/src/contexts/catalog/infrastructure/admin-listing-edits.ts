import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { NotFoundError, ValidationError } from '../../../platform/kernel/errors';
import { yearInIndia } from '../domain/coin-era';
import { previousIdentity } from '../domain/coin-identity';
import type { CoinPhoto } from '../domain/coin-photo';
import type { ListingFlag } from '../domain/listing-flags';
import { checkListingEdit, ListingInput, precheckListingEdit } from '../domain/listing-input';
import { changedValues, checkImageUrlText, previousValues } from '../domain/listing-rules';
import { CoinEntity } from './coin.entity';
import { identityOfRow } from './identity-columns';
import { ListingEditFlags } from './listing-edit-flags';
import { ListingPictures } from './listing-pictures';
import { writeListingContent } from './listing-rows';
import { PictureHashes } from './picture-hashes.store';

export type AdminListingInput = ListingInput & { imageUrl?: unknown };

/**
 * An admin's edit, checked and ready to run with the listing's command: what it changes (spec.md's
 * content and the coin's identity), the flags after it, and the row's write (the content; the identity
 * is projected from the listing's state).
 */
export interface PreparedAdminEdit {
  changes: Record<string, unknown>;
  /** The changed fields' values before the edit. */
  previous: Record<string, unknown>;
  flags: ListingFlag[] | undefined;
  /** Writes the changes (and the new picture's hash) in the append's transaction. */
  write(tx: EntityManager): Promise<void>;
}

/** Prepares an admin's edit of a listing (its own route, or with an approval, decisions/0063). */
@Injectable()
export class AdminListingEdits {
  constructor(
    private readonly em: EntityManager,
    private readonly pictures: ListingPictures,
    private readonly hashes: PictureHashes,
    private readonly editFlags: ListingEditFlags,
  ) {}

  async prepare(listingId: number, input: AdminListingInput): Promise<PreparedAdminEdit> {
    precheckListingEdit(input);
    const imageUrlInput = input.imageUrl !== undefined ? await this.checkImageUrl(listingId, input.imageUrl) : undefined;
    const found = await this.em.fork().findOne(CoinEntity, { id: listingId, deletedAt: null });
    if (!found) throw new NotFoundError('Coin not found');
    const current = identityOfRow(found);
    const checked = checkListingEdit({ year: found.year, identity: current }, input, yearInIndia(new Date()));
    const coverChange = imageUrlInput !== undefined ? await this.coverChange(found, imageUrlInput) : {};
    const content = changedValues(found, { ...checked.content, ...coverChange });
    const changes = { ...content, ...checked.identity };
    const imageUrl = typeof content.imageUrl === 'string' && !found.images.some((photo) => photo.url === content.imageUrl) ? content.imageUrl : null;
    const pictureHash = imageUrl ? ((await this.hashes.hashOf(imageUrl)) ?? (await this.pictures.hashOf(imageUrl))) : null;
    const flags = await this.editFlags.after(found, changes, imageUrl ? new Map([[imageUrl, pictureHash]]) : undefined);
    return {
      changes,
      previous: { ...previousValues(found, content), ...previousIdentity(current, checked.identity) },
      flags,
      write: async (tx) => {
        await writeListingContent(tx, listingId, content);
        if (imageUrl) await this.hashes.record(tx, { listingId, sellerId: found.sellerId, imageUrl, hash: pictureHash });
      },
    };
  }

  /**
   * The admin's imageUrl replaces the listing's cover photo (keeping its role; decisions/0075): one of
   * its own photos moves to the front, another stored picture takes the cover's place, and empty
   * removes the cover (the next photo, if any, becoming the cover). Nothing when it is the cover already.
   */
  private async coverChange(found: CoinEntity, url: string | null): Promise<{ images?: CoinPhoto[]; imageUrl?: string | null }> {
    if (url === found.imageUrl) return {};
    const [cover, ...others] = found.images;
    const own = found.images.find((photo) => photo.url === url);
    let images: CoinPhoto[];
    if (url === null) images = others;
    else if (own) images = [own, ...found.images.filter((photo) => photo !== own)];
    else {
      const size = await this.pictures.sizeOf(url);
      images = [{ id: randomUUID(), role: cover?.role ?? 'obverse', url, width: size?.width ?? null, height: size?.height ?? null }, ...others];
    }
    return { images, imageUrl: images[0]?.url ?? null };
  }

  /**
   * Only a picture Sikka stored (and still has) may be shown, since the page's CSP blocks any other
   * address (decisions/0034). The listing's current value is kept as it is, so editing other fields
   * of an older listing never fails over its picture.
   */
  private async checkImageUrl(listingId: number, input: unknown): Promise<string | null> {
    const url = checkImageUrlText(input);
    if (url === null) return null;
    const current = await this.em.fork().findOne(CoinEntity, { id: listingId }, { fields: ['imageUrl'] });
    if (current?.imageUrl === url) return url;
    if (!(await this.pictures.isStored(url))) throw new ValidationError('imageUrl', 'imageUrl must be a picture uploaded to Sikka');
    return url;
  }
}
