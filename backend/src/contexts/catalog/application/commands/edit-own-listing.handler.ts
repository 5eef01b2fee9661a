import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { NotFoundError } from '../../../../platform/kernel/errors';
import { yearInIndia } from '../../domain/coin-era';
import { previousIdentity } from '../../domain/coin-identity';
import { checkListingEdit, precheckListingEdit } from '../../domain/listing-input';
import { changedValues, previousValues } from '../../domain/listing-rules';
import { CoinEntity } from '../../infrastructure/coin.entity';
import { CoinViews } from '../../infrastructure/coin-views';
import { identityOfRow } from '../../infrastructure/identity-columns';
import { ListingEditFlags } from '../../infrastructure/listing-edit-flags';
import { ListingPictures } from '../../infrastructure/listing-pictures';
import { writeListingContent } from '../../infrastructure/listing-rows';
import { ListingStreams } from '../../infrastructure/listing-streams';
import { PictureHashes } from '../../infrastructure/picture-hashes.store';
import type { CoinView } from '../coin-view';
import { EditOwnListingCommand } from './edit-own-listing.command';

/**
 * The seller's edit: spec.md's content written onto the row alongside the command, the identity's
 * changes carried by the edit's event and projected from the listing's state (decisions/0072).
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

  async execute({ seller, listingId, changes, image }: EditOwnListingCommand): Promise<CoinView> {
    precheckListingEdit(changes);
    const picture = await this.pictures.store(image);
    const imageUrl = picture?.url ?? null;
    try {
      // A deleted listing of the seller is found here, so its lifecycle can answer 409 rather than 404.
      const found = await this.em.fork().findOne(CoinEntity, { id: listingId, sellerId: seller.userId });
      if (!found) throw new NotFoundError('Coin not found');
      const current = identityOfRow(found);
      const checked = checkListingEdit({ year: found.year, identity: current }, changes, yearInIndia(new Date()));
      const content = changedValues(found, imageUrl ? { ...checked.content, imageUrl } : checked.content);
      const changed = { ...content, ...checked.identity };
      const previous = { ...previousValues(found, content), ...previousIdentity(current, checked.identity) };
      const flags = await this.editFlags.after(found, changed, picture?.hash);
      await this.listings.execute(listingId, { kind: 'sellerEdit', changes: changed, previous, actor: seller, flags }, {
        alongside: async (tx) => {
          await writeListingContent(tx, listingId, content);
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
