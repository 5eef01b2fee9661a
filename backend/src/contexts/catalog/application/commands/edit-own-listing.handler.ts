import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { NotFoundError } from '../../../../platform/kernel/errors';
import { yearInIndia } from '../../domain/coin-era';
import { previousIdentity } from '../../domain/coin-identity';
import type { CoinPhoto } from '../../domain/coin-photo';
import { checkListingEdit, precheckListingEdit } from '../../domain/listing-input';
import { changedValues, previousValues } from '../../domain/listing-rules';
import { applyPhotoEdit, checkPhotoEdit, PhotoEdit, photoEditOf, removedPictures, samePhotos } from '../../domain/photo-edit';
import { CoinEntity } from '../../infrastructure/coin.entity';
import { CoinViews } from '../../infrastructure/coin-views';
import { identityOfRow } from '../../infrastructure/identity-columns';
import { ListingEditFlags } from '../../infrastructure/listing-edit-flags';
import { ListingPictures, newPhotoOf, StoredPicture } from '../../infrastructure/listing-pictures';
import { lockPhotosAsRead, writeListingContent } from '../../infrastructure/listing-rows';
import { ListingStreams } from '../../infrastructure/listing-streams';
import { PictureHashes } from '../../infrastructure/picture-hashes.store';
import type { CoinView } from '../coin-view';
import type { PhotoUpload } from '../photo-upload';
import { EditOwnListingCommand, EditUploads } from './edit-own-listing.command';

/** The files the edit stores, in the order `applyPhotoEdit` places them: a new cover first, then `images`. */
function uploadsFor(edit: PhotoEdit, { image, images }: EditUploads): PhotoUpload[] {
  const more = images.map((bytes): PhotoUpload => ({ field: 'images', bytes }));
  return edit.kind === 'add' && edit.replacesCover && image ? [{ field: 'image', bytes: image }, ...more] : more;
}

/**
 * The seller's edit: spec.md's content and the photos written onto the row alongside the command,
 * the identity's changes carried by the edit's event and projected from the listing's state
 * (decisions/0072). Every field and the photo arrangement are checked before a file is stored; the
 * new files are removed again when the edit fails, the removed photos' files once it is committed.
 */
@CommandHandler(EditOwnListingCommand)
export class EditOwnListingHandler implements ICommandHandler<EditOwnListingCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly listings: ListingStreams,
    private readonly pictures: ListingPictures,
    private readonly views: CoinViews,
    private readonly editFlags: ListingEditFlags,
    private readonly hashes: PictureHashes,
  ) {}

  async execute({ seller, listingId, changes, uploads, photos }: EditOwnListingCommand): Promise<CoinView> {
    precheckListingEdit(changes);
    const photoEdit = photoEditOf(photos, uploads.image !== null, uploads.images.length);
    // A deleted listing of the seller is found here, so its lifecycle can answer 409 rather than 404.
    const found = await this.em.fork().findOne(CoinEntity, { id: listingId, sellerId: seller.userId });
    if (!found) throw new NotFoundError('Coin not found');
    const current = identityOfRow(found);
    const checked = checkListingEdit({ year: found.year, identity: current }, changes, yearInIndia(new Date()));
    checkPhotoEdit(found.images, photoEdit);
    const stored = await this.pictures.storeAll(uploadsFor(photoEdit, uploads));
    let images: CoinPhoto[];
    try {
      images = applyPhotoEdit(found.images, photoEdit, stored.map(newPhotoOf));
      const photoChanges = samePhotos(found.images, images) ? {} : { images, imageUrl: images[0]?.url ?? null };
      const content = changedValues(found, { ...checked.content, ...photoChanges });
      const changed = { ...content, ...checked.identity };
      const previous = { ...previousValues(found, content), ...previousIdentity(current, checked.identity) };
      const flags = await this.editFlags.after(found, changed, new Map(stored.map((picture) => [picture.url, picture.hash])));
      await this.listings.execute(listingId, { kind: 'sellerEdit', changes: changed, previous, actor: seller, flags }, {
        alongside: async (tx) => {
          if (photoEdit.kind !== 'keep') await lockPhotosAsRead(tx, listingId, found.images);
          await writeListingContent(tx, listingId, content);
          await this.recordHashes(tx, found, stored);
        },
      });
    } catch (error) {
      await this.pictures.discardAll(stored.map((picture) => picture.url));
      throw error;
    }
    await this.pictures.discardAll(removedPictures(found.images, images));
    return this.views.one(await this.em.fork().findOneOrFail(CoinEntity, { id: listingId }), seller);
  }

  private async recordHashes(tx: EntityManager, listing: CoinEntity, stored: readonly StoredPicture[]): Promise<void> {
    for (const picture of stored) await this.hashes.record(tx, { listingId: listing.id, sellerId: listing.sellerId, imageUrl: picture.url, hash: picture.hash });
  }
}
