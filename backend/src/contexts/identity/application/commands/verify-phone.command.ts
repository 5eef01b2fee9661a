import { Command } from '@nestjs/cqrs';
import type { UserView } from '../user-view';

/** Verifies the signed-in user's number with the code sent to it. */
export class VerifyPhoneCommand extends Command<UserView> {
  constructor(
    readonly userId: number,
    readonly code: string,
    readonly clientAddress: string,
  ) {
    super();
  }
}
