import { CommandBus, CommandHandler, EventBus, ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { SubmitListingCommand } from '../../../moderation/application/commands/submit-listing.command';
import { ListPlansQuery } from '../../../subscriptions/application/queries/list-plans.query';
import { ListingLimitReachedError, ListingLimits, monthlyLimit, quotaMonth } from '../../domain/listing-quota';
import { checkListingContent } from '../../domain/listing-rules';
import { CoinEntity } from '../../infrastructure/coin.entity';
import { CoinViews } from '../../infrastructure/coin-views';
import { ListingPictures } from '../../infrastructure/listing-pictures';
import { ListingQuotaStore } from '../../infrastructure/listing-quota.store';
import { Viewers } from '../../infrastructure/viewers';
import type { CoinView } from '../coin-view';
import { ListingCreatedEvent } from '../events/listing-created.event';
import { CreateListingCommand } from './create-listing.command';

@CommandHandler(CreateListingCommand)
export class CreateListingHandler implements ICommandHandler<CreateListingCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly events: EventBus,
    private readonly viewers: Viewers,
    private readonly quota: ListingQuotaStore,
    private readonly pictures: ListingPictures,
    private readonly views: CoinViews,
  ) {}

  async execute({ sellerId, content, image, options }: CreateListingCommand): Promise<CoinView> {
    const [seller, plans] = await Promise.all([this.viewers.principal(sellerId), this.queries.execute(new ListPlansQuery())]);
    const limits = Object.fromEntries(plans.map((plan) => [plan.id, plan.coinListingLimit])) as ListingLimits;
    const limit = monthlyLimit(limits, seller.subscriptionTier, seller.isAdmin);
    if (limit === 0) throw new ListingLimitReachedError(seller.subscriptionTier, limit);
    const listing = checkListingContent(content);
    const imageUrl = await this.pictures.store(image);

    const createdAt = options.trusted?.createdAt ?? new Date();
    try {
      const coin = await this.em.fork().transactional(async (tx) => {
        // A backdated (seeded or imported) listing counts in its own month, the same way (decisions/0028).
        if (!(await this.quota.reserve(tx, sellerId, quotaMonth(createdAt), limit))) {
          throw new ListingLimitReachedError(seller.subscriptionTier, limit);
        }
        const created = tx.create(CoinEntity, { ...listing, sellerId, imageUrl, createdAt, updatedAt: createdAt });
        await tx.flush();
        await this.commands.execute(new SubmitListingCommand(created.id, sellerId, tx));
        return created;
      });
      this.events.publish(new ListingCreatedEvent(coin.id, sellerId, createdAt));
      return this.views.one(coin, { userId: sellerId, isAdmin: seller.isAdmin });
    } catch (error) {
      await this.pictures.discard(imageUrl);
      throw error;
    }
  }
}
