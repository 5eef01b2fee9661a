import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { UnauthorizedError } from '../../../../platform/kernel/errors';
import { throttledAddress } from '../../domain/client-address';
import { PhoneAlreadyVerifiedError, TooManyCodeTriesError } from '../../domain/identity-errors';
import { checkCode } from '../../domain/one-time-code';
import { CodeClock } from '../../infrastructure/code-clock';
import { CodeThrottleStore } from '../../infrastructure/code-throttle.store';
import { OneTimeCodesStore } from '../../infrastructure/one-time-codes.store';
import { UserEntity } from '../../infrastructure/user.entity';
import type { UserView } from '../user-view';
import { UserViews } from '../user-views';
import { VerifyPhoneCommand } from './verify-phone.command';

@CommandHandler(VerifyPhoneCommand)
export class VerifyPhoneHandler implements ICommandHandler<VerifyPhoneCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly codes: OneTimeCodesStore,
    private readonly throttle: CodeThrottleStore,
    private readonly clock: CodeClock,
    private readonly views: UserViews,
  ) {}

  async execute(command: VerifyPhoneCommand): Promise<UserView> {
    const code = checkCode(command.code);
    const em = this.em.fork();
    const user = await em.findOne(UserEntity, { id: command.userId });
    if (!user) throw new UnauthorizedError('Your account no longer exists. Please sign in again.');
    if (user.phoneVerifiedAt) throw new PhoneAlreadyVerifiedError();
    const taken = await this.throttle.try(user.mobileNumber, throttledAddress(command.clientAddress));
    if (!taken.allowed) throw new TooManyCodeTriesError(taken.retryAfterSeconds);

    const now = this.clock.now();
    // The code was sent to the number the account has; it is verified only if it still has it.
    await this.codes.use('verify-phone', user.mobileNumber, code, now, async (tx, userId) => {
      await tx.execute(`UPDATE "users" SET "phone_verified_at" = ?, "updated_at" = ? WHERE "id" = ? AND "mobile_number" = ? AND "phone_verified_at" IS NULL`, [now, now, userId, user.mobileNumber]);
    });
    await em.refresh(user);
    return this.views.one(user);
  }
}
