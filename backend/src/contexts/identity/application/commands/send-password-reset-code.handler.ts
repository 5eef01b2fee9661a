import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { throttledAddress } from '../../domain/client-address';
import { normaliseMobileNumber } from '../../domain/mobile-number';
import { UserEntity } from '../../infrastructure/user.entity';
import { CodeIssuer } from '../code-issuer';
import type { CodeSentView } from '../code-sent-view';
import { SendPasswordResetCodeCommand } from './send-password-reset-code.command';

@CommandHandler(SendPasswordResetCodeCommand)
export class SendPasswordResetCodeHandler implements ICommandHandler<SendPasswordResetCodeCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly issuer: CodeIssuer,
  ) {}

  async execute(command: SendPasswordResetCodeCommand): Promise<CodeSentView> {
    const mobileNumber = normaliseMobileNumber(command.mobileNumber);
    const user = await this.em.fork().findOne(UserEntity, { mobileNumber }, { fields: ['id', 'mobileNumber'] });
    // No account enumeration: throttled and answered alike; the SMS leaves after the answer.
    return this.issuer.send('reset-password', mobileNumber, user ? { userId: user.id, mobileNumber } : null, throttledAddress(command.clientAddress), false);
  }
}
