import { CommandBus, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { NotFoundError } from '../../../../platform/kernel/errors';
import { ResubmitListingCommand } from '../../../moderation/application/commands/resubmit-listing.command';
import { checkListingChanges } from '../../domain/listing-rules';
import { CoinEntity } from '../../infrastructure/coin.entity';
import { CoinViews } from '../../infrastructure/coin-views';
import { ListingPictures } from '../../infrastructure/listing-pictures';
import type { CoinView } from '../coin-view';
import { ReviseRejectedListingCommand } from './revise-rejected-listing.command';

@CommandHandler(ReviseRejectedListingCommand)
export class ReviseRejectedListingHandler implements ICommandHandler<ReviseRejectedListingCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly commands: CommandBus,
    private readonly pictures: ListingPictures,
    private readonly views: CoinViews,
  ) {}

  async execute({ sellerId, listingId, changes, image }: ReviseRejectedListingCommand): Promise<CoinView> {
    const checked = checkListingChanges(changes);
    const imageUrl = await this.pictures.store(image);
    let replaced: string | null = null;
    try {
      const coin = await this.em.fork().transactional(async (tx) => {
        const found = await tx.findOne(CoinEntity, { id: listingId, sellerId, deletedAt: null });
        if (!found) throw new NotFoundError('Coin not found');
        tx.assign(found, checked);
        if (imageUrl) {
          replaced = found.imageUrl;
          found.imageUrl = imageUrl;
        }
        await tx.flush();
        await this.commands.execute(new ResubmitListingCommand(listingId, sellerId, tx));
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
