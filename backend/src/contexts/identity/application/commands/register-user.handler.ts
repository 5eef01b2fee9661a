import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { throttledAddress } from '../../domain/client-address';
import { MobileNumberTakenError, TooManyRegistrationsError } from '../../domain/identity-errors';
import { normaliseMobileNumber } from '../../domain/mobile-number';
import { checkLocation, checkName, checkPassword } from '../../domain/user-rules';
import { PasswordHasher } from '../../infrastructure/password-hasher';
import { RegistrationThrottleStore } from '../../infrastructure/registration-throttle.store';
import { UserEntity } from '../../infrastructure/user.entity';
import type { UserView } from '../user-view';
import { UserViews } from '../user-views';
import { RegisterUserCommand } from './register-user.command';

@CommandHandler(RegisterUserCommand)
export class RegisterUserHandler implements ICommandHandler<RegisterUserCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly hasher: PasswordHasher,
    private readonly throttle: RegistrationThrottleStore,
    private readonly views: UserViews,
  ) {}

  async execute(command: RegisterUserCommand): Promise<UserView> {
    const name = checkName(command.name);
    const mobileNumber = normaliseMobileNumber(command.mobileNumber);
    const password = checkPassword(command.password);
    const location = checkLocation(command.location);

    const address = command.clientAddress === undefined ? undefined : throttledAddress(command.clientAddress);
    if (address !== undefined) {
      const wait = await this.throttle.reserve(address);
      if (wait > 0) throw new TooManyRegistrationsError(wait);
    }
    let user: UserEntity;
    try {
      user = await this.create(name, mobileNumber, password, location);
    } catch (error) {
      // Only accounts actually created count against the address.
      if (address !== undefined) await this.throttle.release(address);
      throw error;
    }
    return this.views.one(user);
  }

  private async create(name: string, mobileNumber: string, password: string, location: string | null): Promise<UserEntity> {
    const em = this.em.fork();
    if (await em.count(UserEntity, { mobileNumber })) throw new MobileNumberTakenError();

    const user = em.create(UserEntity, { name, mobileNumber, location, passwordHash: await this.hasher.hash(password) });
    try {
      await em.flush();
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) throw new MobileNumberTakenError();
      throw error;
    }
    return user;
  }
}
