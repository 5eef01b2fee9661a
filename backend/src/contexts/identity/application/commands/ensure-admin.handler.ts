import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { normaliseMobileNumber } from '../../domain/mobile-number';
import { checkName, checkPassword } from '../../domain/user-rules';
import { PasswordHasher } from '../../infrastructure/password-hasher';
import { UserEntity } from '../../infrastructure/user.entity';
import type { UserView } from '../user-view';
import { UserViews } from '../user-views';
import { EnsureAdminCommand } from './ensure-admin.command';

@CommandHandler(EnsureAdminCommand)
export class EnsureAdminHandler implements ICommandHandler<EnsureAdminCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly hasher: PasswordHasher,
    private readonly views: UserViews,
  ) {}

  async execute(command: EnsureAdminCommand): Promise<UserView> {
    const mobileNumber = normaliseMobileNumber(command.mobileNumber);
    const password = checkPassword(command.password);
    const em = this.em.fork();
    const passwordHash = await this.hasher.hash(password);
    const existing = await em.findOne(UserEntity, { mobileNumber });
    const admin = existing ?? em.create(UserEntity, { mobileNumber, name: checkName(command.name), passwordHash });
    admin.isAdmin = true;
    admin.passwordHash = passwordHash;
    await em.flush();
    return this.views.one(admin);
  }
}
