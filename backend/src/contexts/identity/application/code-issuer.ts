import { Inject, Injectable, Logger, ServiceUnavailableException } from '@nestjs/common';
import { CodeClock } from '../infrastructure/code-clock';
import { CodeThrottleStore } from '../infrastructure/code-throttle.store';
import { OneTimeCodesStore } from '../infrastructure/one-time-codes.store';
import { CODE_THROTTLE } from '../domain/code-throttle';
import { TooManyCodesError } from '../domain/identity-errors';
import { CodePurpose, newCode, ONE_TIME_CODE } from '../domain/one-time-code';
import type { CodeSentView } from './code-sent-view';
import { SMS_SENDER, SmsSender } from './ports/sms-sender';

/** Whom a code goes to: an account's number. */
export interface CodeRecipient {
  userId: number;
  mobileNumber: string;
}

/**
 * Sends one-time codes: takes the send from the throttle (per number and per address), stores the new
 * code's digest (replacing the live one) and hands the code to the SMS port.
 */
@Injectable()
export class CodeIssuer {
  private readonly logger = new Logger('OneTimeCodes');

  constructor(
    private readonly throttle: CodeThrottleStore,
    private readonly codes: OneTimeCodesStore,
    private readonly clock: CodeClock,
    @Inject(SMS_SENDER) private readonly sms: SmsSender,
  ) {}

  /**
   * `recipient` null (an unknown number asking for a password reset) is throttled and answered like
   * any other, but nothing is stored or sent. With `waitForDelivery` false the SMS leaves after the
   * answer, so a provider's delay cannot tell a registered number from another.
   */
  async send(purpose: CodePurpose, mobileNumber: string, recipient: CodeRecipient | null, clientAddress: string, waitForDelivery: boolean): Promise<CodeSentView> {
    const taken = await this.throttle.send(purpose, mobileNumber, clientAddress);
    if (!taken.allowed) throw new TooManyCodesError(taken.retryAfterSeconds);
    if (recipient) {
      const code = newCode();
      await this.codes.issue(purpose, recipient.userId, mobileNumber, code, this.clock.now());
      const delivery = this.sms.sendCode({ mobileNumber, code, purpose, validMinutes: ONE_TIME_CODE.lifetimeSeconds / 60 });
      if (waitForDelivery) {
        await delivery.catch((error: unknown) => {
          this.notSent(purpose, error);
          throw new ServiceUnavailableException('The SMS could not be sent just now. Try again in a minute.');
        });
      } else {
        delivery.catch((error: unknown) => this.notSent(purpose, error));
      }
    }
    return {
      message: purpose === 'reset-password' ? 'If this number has an account, a code is on its way by SMS.' : 'A code is on its way by SMS.',
      delivery: this.sms.delivery,
      expiresInSeconds: ONE_TIME_CODE.lifetimeSeconds,
      resendAfterSeconds: CODE_THROTTLE.resendAfterSeconds,
    };
  }

  /** Logged without the number or the code (decisions/0024). */
  private notSent(purpose: CodePurpose, error: unknown): void {
    this.logger.warn(`A ${purpose} code could not be sent: ${error instanceof Error ? error.message : String(error)}`);
  }
}
