import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { NotFoundError } from '../../../../platform/kernel/errors';
import { changedValues, checkListingChanges, previousValues } from '../../domain/listing-rules';
import { CoinEntity } from '../../infrastructure/coin.entity';
import { CoinViews } from '../../infrastructure/coin-views';
import { ListingEditFlags } from '../../infrastructure/listing-edit-flags';
import { ListingPictures } from '../../infrastructure/listing-pictures';
import { writeListingContent } from '../../infrastructure/listing-rows';
import { ListingStreams } from '../../infrastructure/listing-streams';
import { PictureHashes } from '../../infrastructure/picture-hashes.store';
import type { CoinView } from '../coin-view';
import { EditOwnListingCommand } from './edit-own-listing.command';

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

  async execute({ seller, listingId, changes, image }: EditOwnListingCommand): Promise<CoinView> {
    const checked: Record<string, unknown> = { ...checkListingChanges(changes) };
    const picture = await this.pictures.store(image);
    const imageUrl = picture?.url ?? null;
    if (imageUrl) checked.imageUrl = imageUrl;
    try {
      // A deleted listing of the seller is found here, so its lifecycle can answer 409 rather than 404.
      const found = await this.em.fork().findOne(CoinEntity, { id: listingId, sellerId: seller.userId });
      if (!found) throw new NotFoundError('Coin not found');
      const changed = changedValues(found, checked);
      const flags = await this.editFlags.after(found, changed, picture?.hash);
      await this.listings.execute(listingId, { kind: 'sellerEdit', changes: changed, previous: previousValues(found, changed), actor: seller, flags }, {
        alongside: async (tx) => {
          await writeListingContent(tx, listingId, changed);
          if (picture) await this.hashes.record(tx, { listingId, sellerId: seller.userId, imageUrl: picture.url, hash: picture.hash });
        },
      });
      if (imageUrl) await this.pictures.discard(found.imageUrl);
      return this.views.one(await this.em.fork().findOneOrFail(CoinEntity, { id: listingId }), seller);
    } catch (error) {
      await this.pictures.discard(imageUrl);
      throw error;
    }
  }
}
