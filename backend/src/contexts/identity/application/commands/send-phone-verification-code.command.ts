import { Command } from '@nestjs/cqrs';
import type { CodeSentView } from '../code-sent-view';

/** Sends a code by SMS to the signed-in user's own number, to verify it. */
export class SendPhoneVerificationCodeCommand extends Command<CodeSentView> {
  constructor(
    readonly userId: number,
    /** The caller's network address, for the per-address limit. */
    readonly clientAddress: string,
  ) {
    super();
  }
}
