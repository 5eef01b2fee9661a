import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { NotFoundError, ValidationError } from '../../../../platform/kernel/errors';
import { changedValues, checkImageUrlText, checkListingChanges } from '../../domain/listing-rules';
import { CoinEntity } from '../../infrastructure/coin.entity';
import { CoinViews } from '../../infrastructure/coin-views';
import { ListingPictures } from '../../infrastructure/listing-pictures';
import { writeListingContent } from '../../infrastructure/listing-rows';
import { ListingStreams } from '../../infrastructure/listing-streams';
import type { CoinView } from '../coin-view';
import { AdminEditListingCommand } from './admin-edit-listing.command';

@CommandHandler(AdminEditListingCommand)
export class AdminEditListingHandler implements ICommandHandler<AdminEditListingCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly listings: ListingStreams,
    private readonly views: CoinViews,
    private readonly pictures: ListingPictures,
  ) {}

  async execute({ admin, listingId, changes }: AdminEditListingCommand): Promise<CoinView> {
    const checked: Record<string, unknown> = { ...checkListingChanges(changes) };
    if (changes.imageUrl !== undefined) checked.imageUrl = await this.checkImageUrl(listingId, changes.imageUrl);
    const found = await this.em.fork().findOne(CoinEntity, { id: listingId, deletedAt: null });
    if (!found) throw new NotFoundError('Coin not found');
    const changed = changedValues(found, checked);
    await this.listings.execute(listingId, { kind: 'recordAdminEdit', changes: changed, actor: admin }, { alongside: (tx) => writeListingContent(tx, listingId, changed) });
    return this.views.one(await this.em.fork().findOneOrFail(CoinEntity, { id: listingId }), admin);
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
