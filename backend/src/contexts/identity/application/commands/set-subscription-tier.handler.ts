import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { NotFoundError, ValidationError } from '../../../../platform/kernel/errors';
import { isSubscriptionTier } from '../../../../platform/kernel/subscription-tier';
import { UserEntity } from '../../infrastructure/user.entity';
import type { UserView } from '../user-view';
import { UserViews } from '../user-views';
import { SetSubscriptionTierCommand } from './set-subscription-tier.command';

@CommandHandler(SetSubscriptionTierCommand)
export class SetSubscriptionTierHandler implements ICommandHandler<SetSubscriptionTierCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly views: UserViews,
  ) {}

  async execute(command: SetSubscriptionTierCommand): Promise<UserView> {
    if (!isSubscriptionTier(command.tier)) throw new ValidationError('tier', 'tier must be free, basic or premium');
    if (command.tier !== 'free' && !command.expiresAt) {
      throw new ValidationError('expiresAt', 'expiresAt is required for a paid tier');
    }
    const em = this.em.fork();
    const user = await em.findOne(UserEntity, { id: command.userId });
    if (!user) throw new NotFoundError(`User ${command.userId} not found`);
    user.subscriptionTier = command.tier;
    user.subscriptionExpiresAt = command.tier === 'free' ? null : command.expiresAt;
    await em.flush();
    return this.views.one(user);
  }
}
