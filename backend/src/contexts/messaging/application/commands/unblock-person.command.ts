import { Command } from '@nestjs/cqrs';

/** The blocker lifts their block of a person; answers whether one was in force (decisions/0084). */
export class UnblockPersonCommand extends Command<boolean> {
  constructor(
    readonly blockerId: number,
    readonly blockedId: number,
  ) {
    super();
  }
}
