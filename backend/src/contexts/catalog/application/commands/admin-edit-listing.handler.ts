import { CommandBus, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { NotFoundError, ValidationError } from '../../../../platform/kernel/errors';
import { RecordAdminEditCommand } from '../../../moderation/application/commands/record-admin-edit.command';
import { checkImageUrlText, checkListingChanges } from '../../domain/listing-rules';
import { CoinEntity } from '../../infrastructure/coin.entity';
import { CoinViews } from '../../infrastructure/coin-views';
import { ListingPictures } from '../../infrastructure/listing-pictures';
import type { CoinView } from '../coin-view';
import { AdminEditListingCommand } from './admin-edit-listing.command';

@CommandHandler(AdminEditListingCommand)
export class AdminEditListingHandler implements ICommandHandler<AdminEditListingCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly commands: CommandBus,
    private readonly views: CoinViews,
    private readonly pictures: ListingPictures,
  ) {}

  async execute({ adminId, listingId, changes }: AdminEditListingCommand): Promise<CoinView> {
    const checked: Record<string, unknown> = { ...checkListingChanges(changes) };
    if (changes.imageUrl !== undefined) checked.imageUrl = await this.checkImageUrl(listingId, changes.imageUrl);
    const coin = await this.em.fork().transactional(async (tx) => {
      const found = await tx.findOne(CoinEntity, { id: listingId, deletedAt: null });
      if (!found) throw new NotFoundError('Coin not found');
      const current = found as unknown as Record<string, unknown>;
      const changed = Object.fromEntries(Object.entries(checked).filter(([field, value]) => current[field] !== value));
      tx.assign(found, changed);
      await tx.flush();
      await this.commands.execute(new RecordAdminEditCommand(listingId, adminId, changed, tx));
      return found;
    });
    return this.views.one(coin, { userId: adminId, isAdmin: true });
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
