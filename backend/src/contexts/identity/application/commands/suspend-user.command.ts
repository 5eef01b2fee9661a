import { Command } from '@nestjs/cqrs';

/**
 * An admin suspends a user until `until` (a reason the user is shown): they cannot sign in until then,
 * their sessions end, their listings are hidden and their conversations show them as suspended.
 * Suspending a suspended user replaces the end date and reason. Unknown user: NotFound; an admin: 409.
 */
export class SuspendUserCommand extends Command<{ suspendedUntil: string }> {
  constructor(
    readonly userId: number,
    readonly adminId: number,
    readonly reason: string,
    readonly until: Date,
  ) {
    super();
  }
}
