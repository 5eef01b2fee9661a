import type { CodeMessage, SmsSender } from '../application/ports/sms-sender';
import type { SmsSandboxInbox } from './sms-sandbox.inbox';

/** SMS_PROVIDER=sandbox: nothing leaves the server; the code lands in the sandbox inbox (GET /api/sandbox/sms). */
export class SandboxSmsSender implements SmsSender {
  readonly delivery = 'sandbox';

  constructor(private readonly inbox: SmsSandboxInbox) {}

  sendCode(message: CodeMessage): Promise<void> {
    return this.inbox.add(message, new Date());
  }
}
