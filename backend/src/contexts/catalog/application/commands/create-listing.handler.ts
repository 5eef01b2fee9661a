import { CommandHandler, ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { ListPlansQuery } from '../../../subscriptions/application/queries/list-plans.query';
import { yearInIndia } from '../../domain/coin-era';
import type { CoinPhoto } from '../../domain/coin-photo';
import { checkNewListing } from '../../domain/listing-input';
import { ListingLimitReachedError, ListingLimits, monthlyLimit, quotaMonth } from '../../domain/listing-quota';
import { checkPhotoCount, rolesOfUploads } from '../../domain/photo-roles';
import { CoinEntity } from '../../infrastructure/coin.entity';
import { CoinViews } from '../../infrastructure/coin-views';
import { identityColumns } from '../../infrastructure/identity-columns';
import { ListingFlagger } from '../../infrastructure/listing-flagger';
import { ListingPictures, newPhotoOf } from '../../infrastructure/listing-pictures';
import { ListingQuotaStore } from '../../infrastructure/listing-quota.store';
import { nextListingId } from '../../infrastructure/listing-rows';
import { ListingStreams } from '../../infrastructure/listing-streams';
import { PictureHashes } from '../../infrastructure/picture-hashes.store';
import type { CoinView } from '../coin-view';
import { CreateListingCommand } from './create-listing.command';

/**
 * Creates a listing in one transaction of the Catalog's own: ListingSubmitted with the coin's
 * identity (and ListingFlagged when its content raises flags, computed just before) is appended to
 * the new stream, and in the append's transaction the seller's monthly slot is reserved, the row
 * inserted with its photos (a certificate another live listing holds fails it: 409), every photo's
 * hash indexed and the pending state projected onto it. Photos are stored before the transaction
 * and removed again when it fails.
 */
@CommandHandler(CreateListingCommand)
export class CreateListingHandler implements ICommandHandler<CreateListingCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
    private readonly listings: ListingStreams,
    private readonly quota: ListingQuotaStore,
    private readonly pictures: ListingPictures,
    private readonly views: CoinViews,
    private readonly flagger: ListingFlagger,
    private readonly hashes: PictureHashes,
  ) {}

  async execute({ seller, content, photos, imageRoles, options }: CreateListingCommand): Promise<CoinView> {
    const plans = await this.queries.execute(new ListPlansQuery());
    const limits = Object.fromEntries(plans.map((plan) => [plan.id, plan.coinListingLimit])) as ListingLimits;
    const limit = monthlyLimit(limits, seller.subscriptionTier, seller.isAdmin);
    if (limit === 0) throw new ListingLimitReachedError(seller.subscriptionTier, limit);
    const currentYear = yearInIndia(new Date());
    const { content: listing, identity } = checkNewListing(content, currentYear);
    checkPhotoCount(photos.length, 'images');
    const roles = rolesOfUploads(imageRoles, photos.length);
    const stored = await this.pictures.storeAll(photos);
    const images: CoinPhoto[] = stored.map((picture, index) => ({ ...newPhotoOf(picture), role: roles[index] }));
    const imageUrl = images[0]?.url ?? null;

    const createdAt = options.trusted?.createdAt ?? new Date();
    const sellerId = seller.userId;
    try {
      const listingId = await nextListingId(this.em);
      const made: { coin?: CoinEntity } = {};
      const flags = await this.flagger.flagsFor({
        ...listing,
        listingId,
        sellerId,
        pictureHashes: stored.map((picture) => picture.hash),
        photoRoles: roles,
        genuineConfirmed: identity.genuineConfirmed,
      });
      await this.listings.execute(listingId, { kind: 'submit', listingId, sellerId, identity, flags }, {
        alongside: async (tx) => {
          // A backdated (seeded or imported) listing counts in its own month, the same way (decisions/0028).
          if (!(await this.quota.reserve(tx, sellerId, quotaMonth(createdAt), limit))) throw new ListingLimitReachedError(seller.subscriptionTier, limit);
          const columns = identityColumns(identity, listing.year, currentYear);
          made.coin = tx.create(CoinEntity, { ...listing, ...columns, id: listingId, sellerId, imageUrl, images, createdAt, updatedAt: createdAt });
          await tx.flush();
          for (const picture of stored) await this.hashes.record(tx, { listingId, sellerId, imageUrl: picture.url, hash: picture.hash });
        },
      });
      return this.views.one(made.coin ?? (await this.em.fork().findOneOrFail(CoinEntity, { id: listingId })), seller);
    } catch (error) {
      await this.pictures.discardAll(stored.map((picture) => picture.url));
      throw error;
    }
  }
}
