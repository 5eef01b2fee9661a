import { Command } from '@nestjs/cqrs';
import type { UserView } from '../user-view';

export class RegisterUserCommand extends Command<UserView> {
  constructor(
    readonly name: string,
    readonly mobileNumber: string,
    readonly password: string,
    readonly location?: string | null,
    /** The caller's network address when a visitor signs up (accounts per address are limited); none for start-up data. */
    readonly clientAddress?: string,
  ) {
    super();
  }
}
