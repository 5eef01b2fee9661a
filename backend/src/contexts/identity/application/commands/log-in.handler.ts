import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { throttledAddress } from '../../domain/client-address';
import { InvalidCredentialsError, TooManySignInAttemptsError } from '../../domain/identity-errors';
import { normaliseMobileNumber } from '../../domain/mobile-number';
import { suspensionInForce, UserSuspendedError } from '../../domain/suspension-rules';
import { PasswordHasher } from '../../infrastructure/password-hasher';
import { SignInThrottleStore } from '../../infrastructure/sign-in-throttle.store';
import { UserEntity } from '../../infrastructure/user.entity';
import type { UserView } from '../user-view';
import { UserViews } from '../user-views';
import { LogInCommand } from './log-in.command';

/**
 * Signs a user in; a suspended one with the right password gets 403 saying until when. The attempt is reserved as a failure BEFORE the (slow) password check, so
 * parallel guesses cannot all pass a check made before any of them was counted (decisions/0003).
 */
@CommandHandler(LogInCommand)
export class LogInHandler implements ICommandHandler<LogInCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly hasher: PasswordHasher,
    private readonly throttle: SignInThrottleStore,
    private readonly views: UserViews,
  ) {}

  async execute(command: LogInCommand): Promise<UserView> {
    const mobileNumber = normaliseMobileNumber(command.mobileNumber);
    const address = throttledAddress(command.clientAddress);
    const attempt = await this.throttle.reserve(mobileNumber, address);
    if (!attempt.allowed) throw new TooManySignInAttemptsError(attempt.retryAfterSeconds);

    let user: UserEntity | null;
    let valid: boolean;
    try {
      user = await this.em.fork().findOne(UserEntity, { mobileNumber });
      valid = await this.hasher.verify(user?.passwordHash ?? null, command.password);
    } catch (error) {
      await this.throttle.undo(mobileNumber, address);
      throw error;
    }
    if (!user || !valid) throw new InvalidCredentialsError();
    await this.throttle.release(mobileNumber, address);
    // Told only to whoever knows the password, so a suspension cannot be probed (decisions/0083).
    const suspendedUntil = suspensionInForce(user.suspendedUntil, new Date());
    if (suspendedUntil) throw new UserSuspendedError(suspendedUntil);
    return this.views.one(user);
  }
}
