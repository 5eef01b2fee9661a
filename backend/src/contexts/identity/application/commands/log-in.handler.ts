import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { InvalidCredentialsError, TooManySignInAttemptsError } from '../../domain/identity-errors';
import { normaliseMobileNumber } from '../../domain/mobile-number';
import { retryAfterSeconds } from '../../domain/sign-in-throttle';
import { PasswordHasher } from '../../infrastructure/password-hasher';
import { SignInThrottleStore } from '../../infrastructure/sign-in-throttle.store';
import { UserEntity } from '../../infrastructure/user.entity';
import { toUserView, UserView } from '../user-view';
import { LogInCommand } from './log-in.command';

@CommandHandler(LogInCommand)
export class LogInHandler implements ICommandHandler<LogInCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly hasher: PasswordHasher,
    private readonly throttle: SignInThrottleStore,
  ) {}

  async execute(command: LogInCommand): Promise<UserView> {
    const mobileNumber = normaliseMobileNumber(command.mobileNumber);
    const wait = retryAfterSeconds(await this.throttle.counts(mobileNumber, command.clientAddress));
    if (wait > 0) throw new TooManySignInAttemptsError(wait);

    const user = await this.em.fork().findOne(UserEntity, { mobileNumber });
    const valid = await this.hasher.verify(user?.passwordHash ?? null, command.password);
    if (!user || !valid) {
      await this.throttle.recordFailure(mobileNumber, command.clientAddress);
      throw new InvalidCredentialsError();
    }
    await this.throttle.clear(mobileNumber);
    return toUserView(user);
  }
}
