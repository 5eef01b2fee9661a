import { Command } from '@nestjs/cqrs';
import type { UserView } from '../user-view';

export class LogInCommand extends Command<UserView> {
  constructor(
    readonly mobileNumber: string,
    readonly password: string,
    /** The caller's network address, for throttling failed attempts. */
    readonly clientAddress: string,
  ) {
    super();
  }
}
