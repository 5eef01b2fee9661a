import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandBus, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { NotFoundError } from '../../../../platform/kernel/errors';
import { ResubmitListingCommand } from '../../../moderation/application/commands/resubmit-listing.command';
import { checkListingChanges } from '../../domain/listing-rules';
import { CoinEntity } from '../../infrastructure/coin.entity';
import { CoinViews } from '../../infrastructure/coin-views';
import { ImageProcessor } from '../../infrastructure/image-processor';
import type { CoinView } from '../coin-view';
import { IMAGE_STORAGE, ImageStorage } from '../ports/image-storage';
import { ReviseRejectedListingCommand } from './revise-rejected-listing.command';

@CommandHandler(ReviseRejectedListingCommand)
export class ReviseRejectedListingHandler implements ICommandHandler<ReviseRejectedListingCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly commands: CommandBus,
    private readonly images: ImageProcessor,
    private readonly views: CoinViews,
    @Inject(IMAGE_STORAGE) private readonly storage: ImageStorage,
  ) {}

  async execute({ sellerId, listingId, changes, image }: ReviseRejectedListingCommand): Promise<CoinView> {
    const checked = checkListingChanges(changes);
    const picture = image ? await this.images.process(image) : null;
    const imageUrl = picture ? await this.storage.save(`coins/${randomUUID()}.${picture.extension}`, picture.bytes, picture.contentType) : null;
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
      if (replaced) await this.storage.remove(replaced).catch(() => undefined);
      return this.views.one(coin, { userId: sellerId, isAdmin: false });
    } catch (error) {
      if (imageUrl) await this.storage.remove(imageUrl).catch(() => undefined);
      throw error;
    }
  }
}
