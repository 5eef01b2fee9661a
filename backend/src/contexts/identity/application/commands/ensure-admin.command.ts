import { Command } from '@nestjs/cqrs';
import type { UserView } from '../user-view';

/** Creates the admin, or promotes the existing user of that number and resets its password. */
export class EnsureAdminCommand extends Command<UserView> {
  constructor(
    readonly mobileNumber: string,
    readonly password: string,
    readonly name = 'Sikka Admin',
  ) {
    super();
  }
}
