import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { NotFoundError, ValidationError } from '../../../../platform/kernel/errors';
import { throttledAddress } from '../../domain/client-address';
import { TooManyCodeTriesError } from '../../domain/identity-errors';
import { normaliseMobileNumber } from '../../domain/mobile-number';
import { checkCode } from '../../domain/one-time-code';
import { checkPassword } from '../../domain/user-rules';
import { CodeClock } from '../../infrastructure/code-clock';
import { CodeThrottleStore } from '../../infrastructure/code-throttle.store';
import { OneTimeCodesStore } from '../../infrastructure/one-time-codes.store';
import { PasswordHasher } from '../../infrastructure/password-hasher';
import { SignInThrottleStore } from '../../infrastructure/sign-in-throttle.store';
import { UserEntity } from '../../infrastructure/user.entity';
import type { UserView } from '../user-view';
import { UserViews } from '../user-views';
import { ResetPasswordCommand } from './reset-password.command';

/** The password rules of registration, said about `newPassword`. */
function checkNewPassword(input: unknown): string {
  try {
    return checkPassword(input);
  } catch (error) {
    if (error instanceof ValidationError) throw new ValidationError('newPassword', `new${error.message.replace(/^password/, 'Password')}`);
    throw error;
  }
}

@CommandHandler(ResetPasswordCommand)
export class ResetPasswordHandler implements ICommandHandler<ResetPasswordCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly codes: OneTimeCodesStore,
    private readonly throttle: CodeThrottleStore,
    private readonly signIns: SignInThrottleStore,
    private readonly hasher: PasswordHasher,
    private readonly clock: CodeClock,
    private readonly views: UserViews,
  ) {}

  async execute(command: ResetPasswordCommand): Promise<UserView> {
    const mobileNumber = normaliseMobileNumber(command.mobileNumber);
    const code = checkCode(command.code);
    const newPassword = checkNewPassword(command.newPassword);
    const address = throttledAddress(command.clientAddress);
    const taken = await this.throttle.try(mobileNumber, address);
    if (!taken.allowed) throw new TooManyCodeTriesError(taken.retryAfterSeconds);

    const now = this.clock.now();
    // Only the request that won the code pays for the slow hash; it is stored as the code is used, in one transaction.
    const userId = await this.codes.use('reset-password', mobileNumber, code, now, async (tx, id) => {
      const passwordHash = await this.hasher.hash(newPassword);
      await tx.execute(`UPDATE "users" SET "password_hash" = ?, "updated_at" = ? WHERE "id" = ?`, [passwordHash, now, id]);
    });
    // Whoever failed to sign in to the number from here no longer holds the owner back.
    await this.signIns.forgive(mobileNumber, address);
    const user = await this.em.fork().findOne(UserEntity, { id: userId });
    if (!user) throw new NotFoundError('This account no longer exists');
    return this.views.one(user);
  }
}
