import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { NotFoundError } from '../../../../platform/kernel/errors';
import { UserEntity } from '../../infrastructure/user.entity';
import type { UserView } from '../user-view';
import { UserViews } from '../user-views';
import { MarkPhoneVerifiedCommand } from './mark-phone-verified.command';

@CommandHandler(MarkPhoneVerifiedCommand)
export class MarkPhoneVerifiedHandler implements ICommandHandler<MarkPhoneVerifiedCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly views: UserViews,
  ) {}

  async execute(command: MarkPhoneVerifiedCommand): Promise<UserView> {
    const em = this.em.fork();
    const user = await em.findOne(UserEntity, { id: command.userId });
    if (!user) throw new NotFoundError(`User ${command.userId} not found`);
    user.phoneVerifiedAt ??= new Date();
    await em.flush();
    return this.views.one(user);
  }
}
