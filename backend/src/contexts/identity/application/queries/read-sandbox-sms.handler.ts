import { Inject } from '@nestjs/common';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { NotFoundError } from '../../../../platform/kernel/errors';
import { normaliseMobileNumber } from '../../domain/mobile-number';
import { SmsSandboxInbox } from '../../infrastructure/sms-sandbox.inbox';
import { SMS_SENDER, SmsSender } from '../ports/sms-sender';
import { ReadSandboxSmsQuery, SandboxSmsView } from './read-sandbox-sms.query';

@QueryHandler(ReadSandboxSmsQuery)
export class ReadSandboxSmsHandler implements IQueryHandler<ReadSandboxSmsQuery> {
  constructor(
    @Inject(SMS_SENDER) private readonly sms: SmsSender,
    private readonly inbox: SmsSandboxInbox,
  ) {}

  async execute(query: ReadSandboxSmsQuery): Promise<SandboxSmsView[]> {
    if (this.sms.delivery !== 'sandbox') throw new NotFoundError('The SMS sandbox is off: codes go out by SMS');
    return this.inbox.read(normaliseMobileNumber(query.mobileNumber));
  }
}
