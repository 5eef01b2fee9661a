import { CommandBus, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { NotFoundError } from '../../../../platform/kernel/errors';
import { RecordSellerEditCommand } from '../../../moderation/application/commands/record-seller-edit.command';
import { checkListingChanges } from '../../domain/listing-rules';
import { CoinEntity } from '../../infrastructure/coin.entity';
import { CoinViews } from '../../infrastructure/coin-views';
import { ListingPictures } from '../../infrastructure/listing-pictures';
import type { CoinView } from '../coin-view';
import { EditOwnListingCommand } from './edit-own-listing.command';

@CommandHandler(EditOwnListingCommand)
export class EditOwnListingHandler implements ICommandHandler<EditOwnListingCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly commands: CommandBus,
    private readonly pictures: ListingPictures,
    private readonly views: CoinViews,
  ) {}

  async execute({ sellerId, listingId, changes, image }: EditOwnListingCommand): Promise<CoinView> {
    const checked: Record<string, unknown> = { ...checkListingChanges(changes) };
    const imageUrl = await this.pictures.store(image);
    if (imageUrl) checked.imageUrl = imageUrl;
    let replaced: string | null = null;
    try {
      const coin = await this.em.fork().transactional(async (tx) => {
        // A deleted listing of the seller is found here, so Moderation can answer 409 rather than 404.
        const found = await tx.findOne(CoinEntity, { id: listingId, sellerId });
        if (!found) throw new NotFoundError('Coin not found');
        const current = found as unknown as Record<string, unknown>;
        const changed = Object.fromEntries(Object.entries(checked).filter(([field, value]) => current[field] !== value));
        if (imageUrl) replaced = found.imageUrl;
        tx.assign(found, changed);
        await tx.flush();
        await this.commands.execute(new RecordSellerEditCommand(listingId, sellerId, changed, tx));
        return found;
      });
      await this.pictures.discard(replaced);
      return this.views.one(coin, { userId: sellerId, isAdmin: false });
    } catch (error) {
      await this.pictures.discard(imageUrl);
      throw error;
    }
  }
}
