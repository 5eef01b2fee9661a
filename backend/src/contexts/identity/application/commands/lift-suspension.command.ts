import { Command } from '@nestjs/cqrs';

/** An admin lifts a suspension before its end: the user may sign in again and their listings show again. Idempotent. */
export class LiftSuspensionCommand extends Command<void> {
  constructor(
    readonly userId: number,
    readonly adminId: number,
  ) {
    super();
  }
}
