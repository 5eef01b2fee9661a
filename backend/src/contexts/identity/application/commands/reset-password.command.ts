import { Command } from '@nestjs/cqrs';
import type { UserView } from '../user-view';

/** Sets a new password with the code sent to the account's number; the caller is then signed in. */
export class ResetPasswordCommand extends Command<UserView> {
  constructor(
    readonly mobileNumber: string,
    readonly code: string,
    readonly newPassword: string,
    readonly clientAddress: string,
  ) {
    super();
  }
}
