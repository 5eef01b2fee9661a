import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { UnauthorizedError } from '../../../../platform/kernel/errors';
import { throttledAddress } from '../../domain/client-address';
import { PhoneAlreadyVerifiedError } from '../../domain/identity-errors';
import { UserEntity } from '../../infrastructure/user.entity';
import { CodeIssuer } from '../code-issuer';
import type { CodeSentView } from '../code-sent-view';
import { SendPhoneVerificationCodeCommand } from './send-phone-verification-code.command';

@CommandHandler(SendPhoneVerificationCodeCommand)
export class SendPhoneVerificationCodeHandler implements ICommandHandler<SendPhoneVerificationCodeCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly issuer: CodeIssuer,
  ) {}

  async execute(command: SendPhoneVerificationCodeCommand): Promise<CodeSentView> {
    const user = await this.em.fork().findOne(UserEntity, { id: command.userId }, { fields: ['id', 'mobileNumber', 'phoneVerifiedAt'] });
    if (!user) throw new UnauthorizedError('Your account no longer exists. Please sign in again.');
    if (user.phoneVerifiedAt) throw new PhoneAlreadyVerifiedError();
    // The signed-in user is sent the code at once: a provider's failure is theirs to see (503).
    return this.issuer.send('verify-phone', user.mobileNumber, { userId: user.id, mobileNumber: user.mobileNumber }, throttledAddress(command.clientAddress), true);
  }
}
