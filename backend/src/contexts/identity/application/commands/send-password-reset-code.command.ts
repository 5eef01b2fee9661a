import { Command } from '@nestjs/cqrs';
import type { CodeSentView } from '../code-sent-view';

/** Sends a code to reset a forgotten password — answered the same way whether or not the number has an account. */
export class SendPasswordResetCodeCommand extends Command<CodeSentView> {
  constructor(
    readonly mobileNumber: string,
    readonly clientAddress: string,
  ) {
    super();
  }
}
